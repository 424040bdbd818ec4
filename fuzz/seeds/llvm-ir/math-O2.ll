; ModuleID = 'sim/tests/kernels/math.cl'
source_filename = "sim/tests/kernels/math.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #5

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i64 @_Z13get_global_idj(i32 noundef %0) local_unnamed_addr #6 {
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
define hidden void @_Z7barrierj(i32 noundef %0) local_unnamed_addr #7 {
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #8

; Function Attrs: alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define hidden i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %0) local_unnamed_addr #9 {
  %2 = atomicrmw volatile add ptr addrspace(1) %0, i32 1 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  ret i32 %2
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define hidden i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #9 {
  %4 = cmpxchg volatile ptr addrspace(1) %0, i32 %1, i32 %2 syncscope("agent-one-as") monotonic monotonic, align 4
  %5 = extractvalue { i32, i1 } %4, 0
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @fdiv32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
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
  %20 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !17, !amdgpu.noclobber !10
  %22 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %19
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !17, !amdgpu.noclobber !10
  %24 = fdiv float %21, %23, !fpmath !19
  %25 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %19
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !17
  %26 = load float, ptr addrspace(1) %22, align 4, !tbaa !17
  %27 = tail call float @llvm.sqrt.f32(float %26), !fpmath !20
  %28 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %19
  store float %27, ptr addrspace(1) %28, align 4, !tbaa !17
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_fdiv32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #11 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
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
  %20 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !17
  %22 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %19
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !17
  %24 = fdiv float %21, %23, !fpmath !19
  %25 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %19
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !17
  %26 = load float, ptr addrspace(1) %22, align 4, !tbaa !17
  %27 = tail call float @llvm.sqrt.f32(float %26), !fpmath !20
  %28 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %19
  store float %27, ptr addrspace(1) %28, align 4, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @fdiv64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !16 {
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
  %20 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %19
  %21 = load double, ptr addrspace(1) %20, align 8, !tbaa !22, !amdgpu.noclobber !10
  %22 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %19
  %23 = load double, ptr addrspace(1) %22, align 8, !tbaa !22, !amdgpu.noclobber !10
  %24 = fdiv double %21, %23
  %25 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %19
  store double %24, ptr addrspace(1) %25, align 8, !tbaa !22
  %26 = load double, ptr addrspace(1) %22, align 8, !tbaa !22
  %27 = tail call double @llvm.sqrt.f64(double %26)
  %28 = getelementptr inbounds double, ptr addrspace(1) %3, i64 %19
  store double %27, ptr addrspace(1) %28, align 8, !tbaa !22
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_fdiv64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #11 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !16 {
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
  %20 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %19
  %21 = load double, ptr addrspace(1) %20, align 8, !tbaa !22
  %22 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %19
  %23 = load double, ptr addrspace(1) %22, align 8, !tbaa !22
  %24 = fdiv double %21, %23
  %25 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %19
  store double %24, ptr addrspace(1) %25, align 8, !tbaa !22
  %26 = load double, ptr addrspace(1) %22, align 8, !tbaa !22
  %27 = tail call double @llvm.sqrt.f64(double %26)
  %28 = getelementptr inbounds double, ptr addrspace(1) %3, i64 %19
  store double %27, ptr addrspace(1) %28, align 8, !tbaa !22
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @frexp_ldexp(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 8 captures(none) %4) local_unnamed_addr #10 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = zext i32 %6 to i64
  %8 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !9, !invariant.load !10, !noundef !10
  %11 = zext nneg i16 %10 to i64
  %12 = mul nuw nsw i64 %11, %7
  %13 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 40
  %16 = load i64, ptr addrspace(4) %15, align 8, !tbaa !11
  %17 = add i64 %16, %14
  %18 = add i64 %17, %12
  %19 = trunc i64 %18 to i32
  %20 = shl i64 %18, 32
  %21 = ashr exact i64 %20, 32
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !17
  %24 = tail call i32 @llvm.amdgcn.frexp.exp.i32.f32(float %23)
  %25 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %21
  %26 = load double, ptr addrspace(1) %25, align 8, !tbaa !22
  %27 = tail call i32 @llvm.amdgcn.frexp.exp.i32.f64(double %26)
  %28 = add nsw i32 %27, %24
  %29 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %21
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = tail call float @llvm.amdgcn.frexp.mant.f32(float %23)
  %31 = tail call double @llvm.amdgcn.frexp.mant.f64(double %26)
  %32 = fptrunc double %31 to float
  %33 = fadd float %30, %32
  %34 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %21
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !17
  %35 = add nsw i32 %19, -32
  %36 = tail call double @llvm.ldexp.f64.i32(double %26, i32 %35)
  %37 = load float, ptr addrspace(1) %22, align 4, !tbaa !17
  %38 = sub nsw i32 5, %19
  %39 = tail call float @llvm.ldexp.f32.i32(float %37, i32 %38)
  %40 = fpext float %39 to double
  %41 = fadd double %36, %40
  %42 = getelementptr inbounds double, ptr addrspace(1) %4, i64 %21
  store double %41, ptr addrspace(1) %42, align 8, !tbaa !22
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_frexp_ldexp(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 8 captures(none) %4) local_unnamed_addr #11 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = zext i32 %6 to i64
  %8 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !9, !invariant.load !10, !noundef !10
  %11 = zext nneg i16 %10 to i64
  %12 = mul nuw nsw i64 %11, %7
  %13 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 40
  %16 = load i64, ptr addrspace(4) %15, align 8, !tbaa !11
  %17 = add i64 %16, %14
  %18 = add i64 %17, %12
  %19 = trunc i64 %18 to i32
  %20 = shl i64 %18, 32
  %21 = ashr exact i64 %20, 32
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !17
  %24 = tail call i32 @llvm.amdgcn.frexp.exp.i32.f32(float %23)
  %25 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %21
  %26 = load double, ptr addrspace(1) %25, align 8, !tbaa !22
  %27 = tail call i32 @llvm.amdgcn.frexp.exp.i32.f64(double %26)
  %28 = add nsw i32 %27, %24
  %29 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %21
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = tail call float @llvm.amdgcn.frexp.mant.f32(float %23)
  %31 = tail call double @llvm.amdgcn.frexp.mant.f64(double %26)
  %32 = fptrunc double %31 to float
  %33 = fadd float %30, %32
  %34 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %21
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !17
  %35 = add nsw i32 %19, -32
  %36 = tail call double @llvm.ldexp.f64.i32(double %26, i32 %35)
  %37 = load float, ptr addrspace(1) %22, align 4, !tbaa !17
  %38 = sub nsw i32 5, %19
  %39 = tail call float @llvm.ldexp.f32.i32(float %37, i32 %38)
  %40 = fpext float %39 to double
  %41 = fadd double %36, %40
  %42 = getelementptr inbounds double, ptr addrspace(1) %4, i64 %21
  store double %41, ptr addrspace(1) %42, align 8, !tbaa !22
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @int64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2) local_unnamed_addr #10 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
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
  %17 = trunc i64 %16 to i32
  %18 = shl i64 %16, 32
  %19 = ashr exact i64 %18, 32
  %20 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %19
  %21 = load i64, ptr addrspace(1) %20, align 8, !tbaa !11, !amdgpu.noclobber !10
  %22 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %19
  %23 = load i64, ptr addrspace(1) %22, align 8, !tbaa !11, !amdgpu.noclobber !10
  %24 = or i64 %23, 1
  %25 = mul i64 %24, %21
  %26 = shl nsw i32 %17, 3
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %27
  store i64 %25, ptr addrspace(1) %28, align 8, !tbaa !11
  %29 = mul i64 %21, 3
  %30 = lshr i64 %23, 3
  %31 = sub i64 %29, %30
  %32 = getelementptr i8, ptr addrspace(1) %28, i64 8
  store i64 %31, ptr addrspace(1) %32, align 8, !tbaa !11
  %33 = shl i64 %24, 32
  %34 = ashr exact i64 %33, 32
  %35 = mul nsw i64 %34, %21
  %36 = getelementptr i8, ptr addrspace(1) %28, i64 16
  store i64 %35, ptr addrspace(1) %36, align 8, !tbaa !11
  %37 = shl i64 %21, 32
  %38 = ashr exact i64 %37, 32
  %39 = ashr i64 %23, 32
  %40 = mul nsw i64 %38, %39
  %41 = getelementptr i8, ptr addrspace(1) %28, i64 24
  store i64 %40, ptr addrspace(1) %41, align 8, !tbaa !11
  %42 = icmp slt i64 %21, %24
  %43 = zext i1 %42 to i64
  %44 = icmp ult i64 %21, %24
  %45 = select i1 %44, i64 2, i64 0
  %46 = ashr i64 %21, 3
  %47 = add nsw i64 %46, %43
  %48 = add nsw i64 %47, %45
  %49 = getelementptr i8, ptr addrspace(1) %28, i64 32
  store i64 %48, ptr addrspace(1) %49, align 8, !tbaa !11
  %50 = and i64 %24, 63
  %51 = shl i64 %21, %50
  %52 = and i64 %24, 31
  %53 = lshr i64 %21, %52
  %54 = and i64 %21, 63
  %55 = ashr i64 %21, %54
  %56 = xor i64 %53, %55
  %57 = xor i64 %56, %51
  %58 = getelementptr i8, ptr addrspace(1) %28, i64 40
  store i64 %57, ptr addrspace(1) %58, align 8, !tbaa !11
  %59 = add i64 %24, %21
  %60 = icmp ugt i64 %21, %24
  %61 = select i1 %60, i64 -3, i64 -5
  %62 = lshr i64 %23, 7
  %63 = mul i64 %62, %21
  %64 = add i64 %59, %63
  %65 = add i64 %64, %61
  %66 = getelementptr i8, ptr addrspace(1) %28, i64 48
  store i64 %65, ptr addrspace(1) %66, align 8, !tbaa !11
  %67 = or i64 %21, 1
  %68 = tail call range(i64 0, 64) i64 @llvm.ctlz.i64(i64 %67, i1 true)
  %69 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %24)
  %70 = lshr i64 %21, 11
  %71 = add nuw nsw i64 %70, 64
  %72 = add nuw nsw i64 %71, %68
  %73 = add nuw nsw i64 %72, %69
  %74 = getelementptr i8, ptr addrspace(1) %28, i64 56
  store i64 %73, ptr addrspace(1) %74, align 8, !tbaa !11
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_int64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2) local_unnamed_addr #11 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
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
  %17 = trunc i64 %16 to i32
  %18 = shl i64 %16, 32
  %19 = ashr exact i64 %18, 32
  %20 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %19
  %21 = load i64, ptr addrspace(1) %20, align 8, !tbaa !11
  %22 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %19
  %23 = load i64, ptr addrspace(1) %22, align 8, !tbaa !11
  %24 = or i64 %23, 1
  %25 = mul i64 %24, %21
  %26 = shl nsw i32 %17, 3
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %27
  store i64 %25, ptr addrspace(1) %28, align 8, !tbaa !11
  %29 = mul i64 %21, 3
  %30 = lshr i64 %23, 3
  %31 = sub i64 %29, %30
  %32 = getelementptr i8, ptr addrspace(1) %28, i64 8
  store i64 %31, ptr addrspace(1) %32, align 8, !tbaa !11
  %33 = shl i64 %24, 32
  %34 = ashr exact i64 %33, 32
  %35 = mul nsw i64 %34, %21
  %36 = getelementptr i8, ptr addrspace(1) %28, i64 16
  store i64 %35, ptr addrspace(1) %36, align 8, !tbaa !11
  %37 = shl i64 %21, 32
  %38 = ashr exact i64 %37, 32
  %39 = ashr i64 %23, 32
  %40 = mul nsw i64 %38, %39
  %41 = getelementptr i8, ptr addrspace(1) %28, i64 24
  store i64 %40, ptr addrspace(1) %41, align 8, !tbaa !11
  %42 = icmp slt i64 %21, %24
  %43 = zext i1 %42 to i64
  %44 = icmp ult i64 %21, %24
  %45 = select i1 %44, i64 2, i64 0
  %46 = ashr i64 %21, 3
  %47 = add nsw i64 %46, %43
  %48 = add nsw i64 %47, %45
  %49 = getelementptr i8, ptr addrspace(1) %28, i64 32
  store i64 %48, ptr addrspace(1) %49, align 8, !tbaa !11
  %50 = and i64 %24, 63
  %51 = shl i64 %21, %50
  %52 = and i64 %24, 31
  %53 = lshr i64 %21, %52
  %54 = and i64 %21, 63
  %55 = ashr i64 %21, %54
  %56 = xor i64 %53, %55
  %57 = xor i64 %56, %51
  %58 = getelementptr i8, ptr addrspace(1) %28, i64 40
  store i64 %57, ptr addrspace(1) %58, align 8, !tbaa !11
  %59 = add i64 %24, %21
  %60 = icmp ugt i64 %21, %24
  %61 = select i1 %60, i64 -3, i64 -5
  %62 = lshr i64 %23, 7
  %63 = mul i64 %62, %21
  %64 = add i64 %59, %63
  %65 = add i64 %64, %61
  %66 = getelementptr i8, ptr addrspace(1) %28, i64 48
  store i64 %65, ptr addrspace(1) %66, align 8, !tbaa !11
  %67 = or i64 %21, 1
  %68 = tail call range(i64 0, 64) i64 @llvm.ctlz.i64(i64 %67, i1 true)
  %69 = tail call range(i64 1, 65) i64 @llvm.ctpop.i64(i64 %24)
  %70 = lshr i64 %21, 11
  %71 = add nuw nsw i64 %70, 64
  %72 = add nuw nsw i64 %71, %68
  %73 = add nuw nsw i64 %72, %69
  %74 = getelementptr i8, ptr addrspace(1) %28, i64 56
  store i64 %73, ptr addrspace(1) %74, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @half_math(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 2 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !16 {
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
  %20 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %19
  %21 = load half, ptr addrspace(1) %20, align 2, !tbaa !33, !amdgpu.noclobber !10
  %22 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %19
  %23 = load half, ptr addrspace(1) %22, align 2, !tbaa !33, !amdgpu.noclobber !10
  %24 = fadd half %21, %23
  %25 = mul i64 %17, 12884901888
  %26 = ashr exact i64 %25, 31
  %27 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %26
  store half %24, ptr addrspace(1) %27, align 2, !tbaa !33
  %28 = fmul half %21, %23
  %29 = getelementptr i8, ptr addrspace(1) %27, i64 2
  store half %28, ptr addrspace(1) %29, align 2, !tbaa !33
  %30 = fsub half %21, %23
  %31 = getelementptr i8, ptr addrspace(1) %27, i64 4
  store half %30, ptr addrspace(1) %31, align 2, !tbaa !33
  %32 = fpext half %21 to float
  %33 = fcmp olt half %21, %23
  %34 = uitofp i1 %33 to float
  %35 = tail call float @llvm.fmuladd.f32(float %32, float 3.000000e+00, float %34)
  %36 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %19
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !17
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_half_math(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 2 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #11 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !16 {
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
  %20 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %19
  %21 = load half, ptr addrspace(1) %20, align 2, !tbaa !33
  %22 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %19
  %23 = load half, ptr addrspace(1) %22, align 2, !tbaa !33
  %24 = fadd half %21, %23
  %25 = mul i64 %17, 12884901888
  %26 = ashr exact i64 %25, 31
  %27 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %26
  store half %24, ptr addrspace(1) %27, align 2, !tbaa !33
  %28 = fmul half %21, %23
  %29 = getelementptr i8, ptr addrspace(1) %27, i64 2
  store half %28, ptr addrspace(1) %29, align 2, !tbaa !33
  %30 = fsub half %21, %23
  %31 = getelementptr i8, ptr addrspace(1) %27, i64 4
  store half %30, ptr addrspace(1) %31, align 2, !tbaa !33
  %32 = fpext half %21 to float
  %33 = fcmp olt half %21, %23
  %34 = uitofp i1 %33 to float
  %35 = tail call float @llvm.fmuladd.f32(float %32, float 3.000000e+00, float %34)
  %36 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %19
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @float2_math(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2) local_unnamed_addr #10 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !35 !kernel_arg_base_type !36 !kernel_arg_type_qual !31 {
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
  %17 = trunc i64 %16 to i32
  %18 = shl i64 %16, 32
  %19 = ashr exact i64 %18, 32
  %20 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %19
  %21 = load <2 x float>, ptr addrspace(1) %20, align 8, !tbaa !37, !amdgpu.noclobber !10
  %22 = getelementptr inbounds <2 x float>, ptr addrspace(1) %1, i64 %19
  %23 = load <2 x float>, ptr addrspace(1) %22, align 8, !tbaa !37, !amdgpu.noclobber !10
  %24 = fadd <2 x float> %21, %23
  %25 = shl nsw i32 %17, 1
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds <2 x float>, ptr addrspace(1) %2, i64 %26
  store <2 x float> %24, ptr addrspace(1) %27, align 8, !tbaa !37
  %28 = fmul <2 x float> %21, %23
  %29 = getelementptr i8, ptr addrspace(1) %27, i64 8
  store <2 x float> %28, ptr addrspace(1) %29, align 8, !tbaa !37
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_float2_math(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2) local_unnamed_addr #11 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !35 !kernel_arg_base_type !36 !kernel_arg_type_qual !31 {
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
  %17 = trunc i64 %16 to i32
  %18 = shl i64 %16, 32
  %19 = ashr exact i64 %18, 32
  %20 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %19
  %21 = load <2 x float>, ptr addrspace(1) %20, align 8, !tbaa !37
  %22 = getelementptr inbounds <2 x float>, ptr addrspace(1) %1, i64 %19
  %23 = load <2 x float>, ptr addrspace(1) %22, align 8, !tbaa !37
  %24 = fadd <2 x float> %21, %23
  %25 = shl nsw i32 %17, 1
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds <2 x float>, ptr addrspace(1) %2, i64 %26
  store <2 x float> %24, ptr addrspace(1) %27, align 8, !tbaa !37
  %28 = fmul <2 x float> %21, %23
  %29 = getelementptr i8, ptr addrspace(1) %27, i64 8
  store <2 x float> %28, ptr addrspace(1) %29, align 8, !tbaa !37
  ret void
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @private_array(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #12 !kernel_arg_addr_space !38 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
  %3 = alloca [17 x i32], align 4, addrspace(5)
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
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #21
  %17 = shl i64 %16, 32
  %18 = ashr exact i64 %17, 30
  %19 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5, !amdgpu.noclobber !10
  store volatile i32 0, ptr addrspace(5) %3, align 4, !tbaa !5
  %21 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 4
  store volatile i32 %20, ptr addrspace(5) %21, align 4, !tbaa !5
  %22 = shl nsw i32 %20, 1
  %23 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 8
  store volatile i32 %22, ptr addrspace(5) %23, align 4, !tbaa !5
  %24 = mul nsw i32 %20, 3
  %25 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 12
  store volatile i32 %24, ptr addrspace(5) %25, align 4, !tbaa !5
  %26 = shl nsw i32 %20, 2
  %27 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 16
  store volatile i32 %26, ptr addrspace(5) %27, align 4, !tbaa !5
  %28 = mul nsw i32 %20, 5
  %29 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 20
  store volatile i32 %28, ptr addrspace(5) %29, align 4, !tbaa !5
  %30 = mul nsw i32 %20, 6
  %31 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 24
  store volatile i32 %30, ptr addrspace(5) %31, align 4, !tbaa !5
  %32 = mul nsw i32 %20, 7
  %33 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 28
  store volatile i32 %32, ptr addrspace(5) %33, align 4, !tbaa !5
  %34 = shl nsw i32 %20, 3
  %35 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 32
  store volatile i32 %34, ptr addrspace(5) %35, align 4, !tbaa !5
  %36 = mul nsw i32 %20, 9
  %37 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 36
  store volatile i32 %36, ptr addrspace(5) %37, align 4, !tbaa !5
  %38 = mul nsw i32 %20, 10
  %39 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 40
  store volatile i32 %38, ptr addrspace(5) %39, align 4, !tbaa !5
  %40 = mul nsw i32 %20, 11
  %41 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 44
  store volatile i32 %40, ptr addrspace(5) %41, align 4, !tbaa !5
  %42 = mul nsw i32 %20, 12
  %43 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 48
  store volatile i32 %42, ptr addrspace(5) %43, align 4, !tbaa !5
  %44 = mul nsw i32 %20, 13
  %45 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 52
  store volatile i32 %44, ptr addrspace(5) %45, align 4, !tbaa !5
  %46 = mul nsw i32 %20, 14
  %47 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 56
  store volatile i32 %46, ptr addrspace(5) %47, align 4, !tbaa !5
  %48 = mul nsw i32 %20, 15
  %49 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 60
  store volatile i32 %48, ptr addrspace(5) %49, align 4, !tbaa !5
  %50 = shl nsw i32 %20, 4
  %51 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 64
  store volatile i32 %50, ptr addrspace(5) %51, align 4, !tbaa !5
  %52 = ashr exact i64 %17, 32
  %53 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %52
  %54 = load i32, ptr addrspace(1) %53, align 4, !tbaa !5, !amdgpu.noclobber !10
  %55 = and i32 %54, 15
  %56 = getelementptr inbounds nuw i32, ptr addrspace(5) %3, i32 %55
  %57 = load volatile i32, ptr addrspace(5) %56, align 4, !tbaa !5
  %58 = lshr i32 %54, 4
  %59 = and i32 %58, 15
  %60 = getelementptr inbounds nuw i32, ptr addrspace(5) %3, i32 %59
  %61 = load volatile i32, ptr addrspace(5) %60, align 4, !tbaa !5
  %62 = add nsw i32 %61, %57
  %63 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %52
  store i32 %62, ptr addrspace(1) %63, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #21
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected void @__clang_ocl_kern_imp_private_array(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #13 !kernel_arg_addr_space !38 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
  %3 = alloca [17 x i32], align 4, addrspace(5)
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
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #21
  %17 = shl i64 %16, 32
  %18 = ashr exact i64 %17, 30
  %19 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5
  store volatile i32 0, ptr addrspace(5) %3, align 4, !tbaa !5
  %21 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 4
  store volatile i32 %20, ptr addrspace(5) %21, align 4, !tbaa !5
  %22 = shl nsw i32 %20, 1
  %23 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 8
  store volatile i32 %22, ptr addrspace(5) %23, align 4, !tbaa !5
  %24 = mul nsw i32 %20, 3
  %25 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 12
  store volatile i32 %24, ptr addrspace(5) %25, align 4, !tbaa !5
  %26 = shl nsw i32 %20, 2
  %27 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 16
  store volatile i32 %26, ptr addrspace(5) %27, align 4, !tbaa !5
  %28 = mul nsw i32 %20, 5
  %29 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 20
  store volatile i32 %28, ptr addrspace(5) %29, align 4, !tbaa !5
  %30 = mul nsw i32 %20, 6
  %31 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 24
  store volatile i32 %30, ptr addrspace(5) %31, align 4, !tbaa !5
  %32 = mul nsw i32 %20, 7
  %33 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 28
  store volatile i32 %32, ptr addrspace(5) %33, align 4, !tbaa !5
  %34 = shl nsw i32 %20, 3
  %35 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 32
  store volatile i32 %34, ptr addrspace(5) %35, align 4, !tbaa !5
  %36 = mul nsw i32 %20, 9
  %37 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 36
  store volatile i32 %36, ptr addrspace(5) %37, align 4, !tbaa !5
  %38 = mul nsw i32 %20, 10
  %39 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 40
  store volatile i32 %38, ptr addrspace(5) %39, align 4, !tbaa !5
  %40 = mul nsw i32 %20, 11
  %41 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 44
  store volatile i32 %40, ptr addrspace(5) %41, align 4, !tbaa !5
  %42 = mul nsw i32 %20, 12
  %43 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 48
  store volatile i32 %42, ptr addrspace(5) %43, align 4, !tbaa !5
  %44 = mul nsw i32 %20, 13
  %45 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 52
  store volatile i32 %44, ptr addrspace(5) %45, align 4, !tbaa !5
  %46 = mul nsw i32 %20, 14
  %47 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 56
  store volatile i32 %46, ptr addrspace(5) %47, align 4, !tbaa !5
  %48 = mul nsw i32 %20, 15
  %49 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 60
  store volatile i32 %48, ptr addrspace(5) %49, align 4, !tbaa !5
  %50 = shl nsw i32 %20, 4
  %51 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 64
  store volatile i32 %50, ptr addrspace(5) %51, align 4, !tbaa !5
  %52 = ashr exact i64 %17, 32
  %53 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %52
  %54 = load i32, ptr addrspace(1) %53, align 4, !tbaa !5
  %55 = and i32 %54, 15
  %56 = getelementptr inbounds nuw i32, ptr addrspace(5) %3, i32 %55
  %57 = load volatile i32, ptr addrspace(5) %56, align 4, !tbaa !5
  %58 = lshr i32 %54, 4
  %59 = and i32 %58, 15
  %60 = getelementptr inbounds nuw i32, ptr addrspace(5) %3, i32 %59
  %61 = load volatile i32, ptr addrspace(5) %60, align 4, !tbaa !5
  %62 = add nsw i32 %61, %57
  %63 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %52
  store i32 %62, ptr addrspace(1) %63, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #21
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @lanes(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #14 !kernel_arg_addr_space !38 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
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
  %16 = shl i64 %15, 32
  %17 = ashr exact i64 %16, 30
  %18 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5, !amdgpu.noclobber !10
  %20 = shl nuw nsw i32 %10, 2
  %21 = sub nsw i32 252, %20
  %22 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %21, i32 %19)
  %23 = mul i64 %15, 25769803776
  %24 = ashr exact i64 %23, 30
  %25 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %24
  store i32 %22, ptr addrspace(1) %25, align 4, !tbaa !5
  %26 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %19, i32 273, i32 15, i32 15, i1 true)
  %27 = getelementptr i8, ptr addrspace(1) %25, i64 4
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  %28 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %19, i32 177, i32 15, i32 15, i1 false)
  %29 = getelementptr i8, ptr addrspace(1) %25, i64 8
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %19, i32 322, i32 10, i32 15, i1 false)
  %31 = getelementptr i8, ptr addrspace(1) %25, i64 12
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !5
  %32 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %19, i32 32945)
  %33 = getelementptr i8, ptr addrspace(1) %25, i64 16
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !5
  %34 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %19, i32 5)
  %35 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %19)
  %36 = add nsw i32 %35, %34
  %37 = getelementptr i8, ptr addrspace(1) %25, i64 20
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_lanes(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #15 !kernel_arg_addr_space !38 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
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
  %16 = shl i64 %15, 32
  %17 = ashr exact i64 %16, 30
  %18 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  %20 = shl nuw nsw i32 %10, 2
  %21 = sub nsw i32 252, %20
  %22 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %21, i32 %19)
  %23 = mul i64 %15, 25769803776
  %24 = ashr exact i64 %23, 30
  %25 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %24
  store i32 %22, ptr addrspace(1) %25, align 4, !tbaa !5
  %26 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %19, i32 273, i32 15, i32 15, i1 true)
  %27 = getelementptr i8, ptr addrspace(1) %25, i64 4
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  %28 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %19, i32 177, i32 15, i32 15, i1 false)
  %29 = getelementptr i8, ptr addrspace(1) %25, i64 8
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %19, i32 322, i32 10, i32 15, i1 false)
  %31 = getelementptr i8, ptr addrspace(1) %25, i64 12
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !5
  %32 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %19, i32 32945)
  %33 = getelementptr i8, ptr addrspace(1) %25, i64 16
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !5
  %34 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %19, i32 5)
  %35 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %19)
  %36 = add nsw i32 %35, %34
  %37 = getelementptr i8, ptr addrspace(1) %25, i64 20
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @int64_div(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i64 noundef %3) local_unnamed_addr #10 !kernel_arg_addr_space !42 !kernel_arg_access_qual !14 !kernel_arg_type !43 !kernel_arg_base_type !43 !kernel_arg_type_qual !16 {
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
  %20 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %19
  %21 = load i64, ptr addrspace(1) %20, align 8, !tbaa !11, !amdgpu.noclobber !10
  %22 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %19
  %23 = load i64, ptr addrspace(1) %22, align 8, !tbaa !11, !amdgpu.noclobber !10
  %24 = freeze i64 %21
  %25 = freeze i64 %23
  %26 = udiv i64 %24, %25
  %27 = mul i64 %17, 25769803776
  %28 = ashr exact i64 %27, 29
  %29 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %28
  store i64 %26, ptr addrspace(1) %29, align 8, !tbaa !11
  %30 = mul i64 %26, %25
  %31 = sub i64 %24, %30
  %32 = getelementptr i8, ptr addrspace(1) %29, i64 8
  store i64 %31, ptr addrspace(1) %32, align 8, !tbaa !11
  %33 = freeze i64 %21
  %34 = freeze i64 %23
  %35 = sdiv i64 %33, %34
  %36 = getelementptr i8, ptr addrspace(1) %29, i64 16
  store i64 %35, ptr addrspace(1) %36, align 8, !tbaa !11
  %37 = mul i64 %35, %34
  %38 = sub i64 %33, %37
  %39 = getelementptr i8, ptr addrspace(1) %29, i64 24
  store i64 %38, ptr addrspace(1) %39, align 8, !tbaa !11
  %40 = freeze i64 %21
  %41 = udiv i64 %40, %3
  %42 = mul i64 %41, %3
  %43 = sub i64 %40, %42
  %44 = add i64 %43, %41
  %45 = getelementptr i8, ptr addrspace(1) %29, i64 32
  store i64 %44, ptr addrspace(1) %45, align 8, !tbaa !11
  %46 = freeze i64 %21
  %47 = sdiv i64 %46, %3
  %48 = mul i64 %47, %3
  %49 = sub i64 %46, %48
  %50 = xor i64 %49, %47
  %51 = getelementptr i8, ptr addrspace(1) %29, i64 40
  store i64 %50, ptr addrspace(1) %51, align 8, !tbaa !11
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_int64_div(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i64 noundef %3) local_unnamed_addr #11 !kernel_arg_addr_space !42 !kernel_arg_access_qual !14 !kernel_arg_type !43 !kernel_arg_base_type !43 !kernel_arg_type_qual !16 {
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
  %20 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %19
  %21 = load i64, ptr addrspace(1) %20, align 8, !tbaa !11
  %22 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %19
  %23 = load i64, ptr addrspace(1) %22, align 8, !tbaa !11
  %24 = freeze i64 %21
  %25 = freeze i64 %23
  %26 = udiv i64 %24, %25
  %27 = mul i64 %17, 25769803776
  %28 = ashr exact i64 %27, 29
  %29 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %28
  store i64 %26, ptr addrspace(1) %29, align 8, !tbaa !11
  %30 = mul i64 %26, %25
  %31 = sub i64 %24, %30
  %32 = getelementptr i8, ptr addrspace(1) %29, i64 8
  store i64 %31, ptr addrspace(1) %32, align 8, !tbaa !11
  %33 = freeze i64 %21
  %34 = freeze i64 %23
  %35 = sdiv i64 %33, %34
  %36 = getelementptr i8, ptr addrspace(1) %29, i64 16
  store i64 %35, ptr addrspace(1) %36, align 8, !tbaa !11
  %37 = mul i64 %35, %34
  %38 = sub i64 %33, %37
  %39 = getelementptr i8, ptr addrspace(1) %29, i64 24
  store i64 %38, ptr addrspace(1) %39, align 8, !tbaa !11
  %40 = freeze i64 %21
  %41 = udiv i64 %40, %3
  %42 = mul i64 %41, %3
  %43 = sub i64 %40, %42
  %44 = add i64 %43, %41
  %45 = getelementptr i8, ptr addrspace(1) %29, i64 32
  store i64 %44, ptr addrspace(1) %45, align 8, !tbaa !11
  %46 = freeze i64 %21
  %47 = sdiv i64 %46, %3
  %48 = mul i64 %47, %3
  %49 = sub i64 %46, %48
  %50 = xor i64 %49, %47
  %51 = getelementptr i8, ptr addrspace(1) %29, i64 40
  store i64 %50, ptr addrspace(1) %51, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.frexp.exp.i32.f32(float) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.frexp.exp.i32.f64(double) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.frexp.mant.f32(float) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.amdgcn.frexp.mant.f64(double) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ldexp.f64.i32(double, i32) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ldexp.f32.i32(float, i32) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #16

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #17

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #17

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #17

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #17

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #19

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #20

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #4 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-lds-kernel-id" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-lds-kernel-id" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #7 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #8 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #9 = { alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #11 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #12 = { nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #13 = { alwaysinline nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #14 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #15 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #16 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #18 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #19 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #21 = { nounwind }

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
!15 = !{!"float*", !"float*", !"float*", !"float*"}
!16 = !{!"const", !"const", !"", !""}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !7, i64 0}
!19 = !{float 2.500000e+00}
!20 = !{float 3.000000e+00}
!21 = !{!"double*", !"double*", !"double*", !"double*"}
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !7, i64 0}
!24 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!25 = !{!"none", !"none", !"none", !"none", !"none"}
!26 = !{!"float*", !"double*", !"int*", !"float*", !"double*"}
!27 = !{!"const", !"const", !"", !"", !""}
!28 = !{i32 1, i32 1, i32 1}
!29 = !{!"none", !"none", !"none"}
!30 = !{!"ulong*", !"ulong*", !"ulong*"}
!31 = !{!"const", !"const", !""}
!32 = !{!"half*", !"half*", !"half*", !"float*"}
!33 = !{!34, !34, i64 0}
!34 = !{!"half", !7, i64 0}
!35 = !{!"float2*", !"float2*", !"float2*"}
!36 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*"}
!37 = !{!7, !7, i64 0}
!38 = !{i32 1, i32 1}
!39 = !{!"none", !"none"}
!40 = !{!"int*", !"int*"}
!41 = !{!"const", !""}
!42 = !{i32 1, i32 1, i32 1, i32 0}
!43 = !{!"ulong*", !"ulong*", !"ulong*", !"ulong"}
