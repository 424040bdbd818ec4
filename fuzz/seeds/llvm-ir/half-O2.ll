; ModuleID = 'sim/tests/kernels/half.cl'
source_filename = "sim/tests/kernels/half.cl"
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
define protected amdgpu_kernel void @pk_f16(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #9 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
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
  %20 = getelementptr inbounds <2 x half>, ptr addrspace(1) %0, i64 %19
  %21 = load <2 x half>, ptr addrspace(1) %20, align 4, !tbaa !18, !amdgpu.noclobber !10
  %22 = getelementptr inbounds <2 x half>, ptr addrspace(1) %1, i64 %19
  %23 = load <2 x half>, ptr addrspace(1) %22, align 4, !tbaa !18, !amdgpu.noclobber !10
  %24 = getelementptr inbounds <2 x half>, ptr addrspace(1) %2, i64 %19
  %25 = load <2 x half>, ptr addrspace(1) %24, align 4, !tbaa !18, !amdgpu.noclobber !10
  %26 = mul i64 %17, 51539607552
  %27 = ashr exact i64 %26, 30
  %28 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %27
  %29 = fadd <2 x half> %21, %23
  store <2 x half> %29, ptr addrspace(1) %28, align 4, !tbaa !18
  %30 = fmul <2 x half> %21, %23
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 4
  store <2 x half> %30, ptr addrspace(1) %31, align 4, !tbaa !18
  %32 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %21, <2 x half> %23, <2 x half> %25)
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 8
  store <2 x half> %32, ptr addrspace(1) %33, align 4, !tbaa !18
  %34 = fsub <2 x half> %21, %23
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 12
  store <2 x half> %34, ptr addrspace(1) %35, align 4, !tbaa !18
  %36 = shufflevector <2 x half> %21, <2 x half> poison, <2 x i32> <i32 1, i32 0>
  %37 = fadd <2 x half> %36, %23
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 16
  store <2 x half> %37, ptr addrspace(1) %38, align 4, !tbaa !18
  %39 = fmul <2 x half> %21, splat (half 0xH3800)
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 20
  store <2 x half> %39, ptr addrspace(1) %40, align 4, !tbaa !18
  %41 = fneg <2 x half> %21
  %42 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %41, <2 x half> %23, <2 x half> %25)
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 24
  store <2 x half> %42, ptr addrspace(1) %43, align 4, !tbaa !18
  %44 = tail call <2 x half> @llvm.maxnum.v2f16(<2 x half> %21, <2 x half> %23)
  %45 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 28
  store <2 x half> %44, ptr addrspace(1) %45, align 4, !tbaa !18
  %46 = tail call <2 x half> @llvm.minnum.v2f16(<2 x half> %21, <2 x half> %23)
  %47 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 32
  store <2 x half> %46, ptr addrspace(1) %47, align 4, !tbaa !18
  %48 = fneg <2 x half> %23
  %49 = shufflevector <2 x half> %23, <2 x half> %48, <2 x i32> <i32 1, i32 2>
  %50 = shufflevector <2 x half> %25, <2 x half> poison, <2 x i32> zeroinitializer
  %51 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %21, <2 x half> %49, <2 x half> %50)
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 36
  store <2 x half> %51, ptr addrspace(1) %52, align 4, !tbaa !18
  %53 = fneg <2 x half> %23
  %54 = shufflevector <2 x half> %21, <2 x half> %53, <2 x i32> <i32 0, i32 3>
  %55 = fmul <2 x half> %25, %54
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 40
  store <2 x half> %55, ptr addrspace(1) %56, align 4, !tbaa !18
  %57 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %21, <2 x half> %23, <2 x half> splat (half 0xH3C00))
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 44
  store <2 x half> %57, ptr addrspace(1) %58, align 4, !tbaa !18
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_pk_f16(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
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
  %20 = getelementptr inbounds <2 x half>, ptr addrspace(1) %0, i64 %19
  %21 = load <2 x half>, ptr addrspace(1) %20, align 4, !tbaa !18
  %22 = getelementptr inbounds <2 x half>, ptr addrspace(1) %1, i64 %19
  %23 = load <2 x half>, ptr addrspace(1) %22, align 4, !tbaa !18
  %24 = getelementptr inbounds <2 x half>, ptr addrspace(1) %2, i64 %19
  %25 = load <2 x half>, ptr addrspace(1) %24, align 4, !tbaa !18
  %26 = mul i64 %17, 51539607552
  %27 = ashr exact i64 %26, 30
  %28 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %27
  %29 = fadd <2 x half> %21, %23
  store <2 x half> %29, ptr addrspace(1) %28, align 4, !tbaa !18
  %30 = fmul <2 x half> %21, %23
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 4
  store <2 x half> %30, ptr addrspace(1) %31, align 4, !tbaa !18
  %32 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %21, <2 x half> %23, <2 x half> %25)
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 8
  store <2 x half> %32, ptr addrspace(1) %33, align 4, !tbaa !18
  %34 = fsub <2 x half> %21, %23
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 12
  store <2 x half> %34, ptr addrspace(1) %35, align 4, !tbaa !18
  %36 = shufflevector <2 x half> %21, <2 x half> poison, <2 x i32> <i32 1, i32 0>
  %37 = fadd <2 x half> %36, %23
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 16
  store <2 x half> %37, ptr addrspace(1) %38, align 4, !tbaa !18
  %39 = fmul <2 x half> %21, splat (half 0xH3800)
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 20
  store <2 x half> %39, ptr addrspace(1) %40, align 4, !tbaa !18
  %41 = fneg <2 x half> %21
  %42 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %41, <2 x half> %23, <2 x half> %25)
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 24
  store <2 x half> %42, ptr addrspace(1) %43, align 4, !tbaa !18
  %44 = tail call <2 x half> @llvm.maxnum.v2f16(<2 x half> %21, <2 x half> %23)
  %45 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 28
  store <2 x half> %44, ptr addrspace(1) %45, align 4, !tbaa !18
  %46 = tail call <2 x half> @llvm.minnum.v2f16(<2 x half> %21, <2 x half> %23)
  %47 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 32
  store <2 x half> %46, ptr addrspace(1) %47, align 4, !tbaa !18
  %48 = fneg <2 x half> %23
  %49 = shufflevector <2 x half> %23, <2 x half> %48, <2 x i32> <i32 1, i32 2>
  %50 = shufflevector <2 x half> %25, <2 x half> poison, <2 x i32> zeroinitializer
  %51 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %21, <2 x half> %49, <2 x half> %50)
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 36
  store <2 x half> %51, ptr addrspace(1) %52, align 4, !tbaa !18
  %53 = fneg <2 x half> %23
  %54 = shufflevector <2 x half> %21, <2 x half> %53, <2 x i32> <i32 0, i32 3>
  %55 = fmul <2 x half> %25, %54
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 40
  store <2 x half> %55, ptr addrspace(1) %56, align 4, !tbaa !18
  %57 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %21, <2 x half> %23, <2 x half> splat (half 0xH3C00))
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 44
  store <2 x half> %57, ptr addrspace(1) %58, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @pk_i16(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #9 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
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
  %20 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %0, i64 %19
  %21 = load <2 x i16>, ptr addrspace(1) %20, align 4, !tbaa !18, !amdgpu.noclobber !10
  %22 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %1, i64 %19
  %23 = load <2 x i16>, ptr addrspace(1) %22, align 4, !tbaa !18, !amdgpu.noclobber !10
  %24 = shl nsw i32 %17, 3
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %2, i64 %25
  %27 = add <2 x i16> %23, %21
  store <2 x i16> %27, ptr addrspace(1) %26, align 4, !tbaa !18
  %28 = sub <2 x i16> %21, %23
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 4
  store <2 x i16> %28, ptr addrspace(1) %29, align 4, !tbaa !18
  %30 = mul <2 x i16> %23, %21
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 8
  store <2 x i16> %30, ptr addrspace(1) %31, align 4, !tbaa !18
  %32 = and <2 x i16> %23, splat (i16 15)
  %33 = shl <2 x i16> %21, %32
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 12
  store <2 x i16> %33, ptr addrspace(1) %34, align 4, !tbaa !18
  %35 = lshr <2 x i16> %21, %32
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 16
  store <2 x i16> %35, ptr addrspace(1) %36, align 4, !tbaa !18
  %37 = ashr <2 x i16> %21, %32
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 20
  store <2 x i16> %37, ptr addrspace(1) %38, align 4, !tbaa !18
  %39 = tail call <2 x i16> @llvm.umax.v2i16(<2 x i16> %21, <2 x i16> %23)
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 24
  store <2 x i16> %39, ptr addrspace(1) %40, align 4, !tbaa !18
  %41 = tail call <2 x i16> @llvm.smin.v2i16(<2 x i16> %21, <2 x i16> %23)
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 28
  store <2 x i16> %41, ptr addrspace(1) %42, align 4, !tbaa !18
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_pk_i16(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #10 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
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
  %20 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %0, i64 %19
  %21 = load <2 x i16>, ptr addrspace(1) %20, align 4, !tbaa !18
  %22 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %1, i64 %19
  %23 = load <2 x i16>, ptr addrspace(1) %22, align 4, !tbaa !18
  %24 = shl nsw i32 %17, 3
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %2, i64 %25
  %27 = add <2 x i16> %23, %21
  store <2 x i16> %27, ptr addrspace(1) %26, align 4, !tbaa !18
  %28 = sub <2 x i16> %21, %23
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 4
  store <2 x i16> %28, ptr addrspace(1) %29, align 4, !tbaa !18
  %30 = mul <2 x i16> %23, %21
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 8
  store <2 x i16> %30, ptr addrspace(1) %31, align 4, !tbaa !18
  %32 = and <2 x i16> %23, splat (i16 15)
  %33 = shl <2 x i16> %21, %32
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 12
  store <2 x i16> %33, ptr addrspace(1) %34, align 4, !tbaa !18
  %35 = lshr <2 x i16> %21, %32
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 16
  store <2 x i16> %35, ptr addrspace(1) %36, align 4, !tbaa !18
  %37 = ashr <2 x i16> %21, %32
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 20
  store <2 x i16> %37, ptr addrspace(1) %38, align 4, !tbaa !18
  %39 = tail call <2 x i16> @llvm.umax.v2i16(<2 x i16> %21, <2 x i16> %23)
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 24
  store <2 x i16> %39, ptr addrspace(1) %40, align 4, !tbaa !18
  %41 = tail call <2 x i16> @llvm.smin.v2i16(<2 x i16> %21, <2 x i16> %23)
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 28
  store <2 x i16> %41, ptr addrspace(1) %42, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @un_f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 2 captures(none) %2) local_unnamed_addr #9 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !23 {
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
  %20 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %19
  %21 = load half, ptr addrspace(1) %20, align 2, !tbaa !25, !amdgpu.noclobber !10
  %22 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %19
  %23 = load half, ptr addrspace(1) %22, align 2, !tbaa !25, !amdgpu.noclobber !10
  %24 = mul i64 %16, 51539607552
  %25 = ashr exact i64 %24, 31
  %26 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %25
  %27 = tail call half @llvm.sqrt.f16(half %21)
  store half %27, ptr addrspace(1) %26, align 2, !tbaa !25
  %28 = tail call half @llvm.amdgcn.rcp.f16(half %21)
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 2
  store half %28, ptr addrspace(1) %29, align 2, !tbaa !25
  %30 = fdiv half %21, %23
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 4
  store half %30, ptr addrspace(1) %31, align 2, !tbaa !25
  %32 = tail call half @llvm.floor.f16(half %21)
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 6
  store half %32, ptr addrspace(1) %33, align 2, !tbaa !25
  %34 = tail call half @llvm.ceil.f16(half %21)
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 8
  store half %34, ptr addrspace(1) %35, align 2, !tbaa !25
  %36 = tail call half @llvm.trunc.f16(half %21)
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 10
  store half %36, ptr addrspace(1) %37, align 2, !tbaa !25
  %38 = tail call half @llvm.roundeven.f16(half %21)
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 12
  store half %38, ptr addrspace(1) %39, align 2, !tbaa !25
  %40 = tail call half @llvm.amdgcn.fract.f16(half %21)
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 14
  store half %40, ptr addrspace(1) %41, align 2, !tbaa !25
  %42 = srem i32 %17, 7
  %43 = trunc nsw i32 %42 to i16
  %44 = add nsw i16 %43, -3
  %45 = tail call half @llvm.ldexp.f16.i16(half %21, i16 %44)
  %46 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 16
  store half %45, ptr addrspace(1) %46, align 2, !tbaa !25
  %47 = tail call half @llvm.amdgcn.frexp.mant.f16(half %21)
  %48 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 18
  store half %47, ptr addrspace(1) %48, align 2, !tbaa !25
  %49 = tail call i16 @llvm.amdgcn.frexp.exp.i16.f16(half %21)
  %50 = sitofp i16 %49 to half
  %51 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 20
  store half %50, ptr addrspace(1) %51, align 2, !tbaa !25
  %52 = tail call half @llvm.amdgcn.div.fixup.f16(half %21, half %23, half 0xH3E00)
  %53 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 22
  store half %52, ptr addrspace(1) %53, align 2, !tbaa !25
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_un_f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 2 captures(none) %2) local_unnamed_addr #10 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !23 {
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
  %20 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %19
  %21 = load half, ptr addrspace(1) %20, align 2, !tbaa !25
  %22 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %19
  %23 = load half, ptr addrspace(1) %22, align 2, !tbaa !25
  %24 = mul i64 %16, 51539607552
  %25 = ashr exact i64 %24, 31
  %26 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %25
  %27 = tail call half @llvm.sqrt.f16(half %21)
  store half %27, ptr addrspace(1) %26, align 2, !tbaa !25
  %28 = tail call half @llvm.amdgcn.rcp.f16(half %21)
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 2
  store half %28, ptr addrspace(1) %29, align 2, !tbaa !25
  %30 = fdiv half %21, %23
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 4
  store half %30, ptr addrspace(1) %31, align 2, !tbaa !25
  %32 = tail call half @llvm.floor.f16(half %21)
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 6
  store half %32, ptr addrspace(1) %33, align 2, !tbaa !25
  %34 = tail call half @llvm.ceil.f16(half %21)
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 8
  store half %34, ptr addrspace(1) %35, align 2, !tbaa !25
  %36 = tail call half @llvm.trunc.f16(half %21)
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 10
  store half %36, ptr addrspace(1) %37, align 2, !tbaa !25
  %38 = tail call half @llvm.roundeven.f16(half %21)
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 12
  store half %38, ptr addrspace(1) %39, align 2, !tbaa !25
  %40 = tail call half @llvm.amdgcn.fract.f16(half %21)
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 14
  store half %40, ptr addrspace(1) %41, align 2, !tbaa !25
  %42 = srem i32 %17, 7
  %43 = trunc nsw i32 %42 to i16
  %44 = add nsw i16 %43, -3
  %45 = tail call half @llvm.ldexp.f16.i16(half %21, i16 %44)
  %46 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 16
  store half %45, ptr addrspace(1) %46, align 2, !tbaa !25
  %47 = tail call half @llvm.amdgcn.frexp.mant.f16(half %21)
  %48 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 18
  store half %47, ptr addrspace(1) %48, align 2, !tbaa !25
  %49 = tail call i16 @llvm.amdgcn.frexp.exp.i16.f16(half %21)
  %50 = sitofp i16 %49 to half
  %51 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 20
  store half %50, ptr addrspace(1) %51, align 2, !tbaa !25
  %52 = tail call half @llvm.amdgcn.div.fixup.f16(half %21, half %23, half 0xH3E00)
  %53 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 22
  store half %52, ptr addrspace(1) %53, align 2, !tbaa !25
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @class_f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #9 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
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
  %17 = ashr exact i64 %16, 32
  %18 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %17
  %19 = load half, ptr addrspace(1) %18, align 2, !tbaa !25, !amdgpu.noclobber !10
  %20 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 1)
  %21 = zext i1 %20 to i32
  %22 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 2)
  %23 = select i1 %22, i32 2, i32 0
  %24 = or disjoint i32 %23, %21
  %25 = fcmp oeq half %19, 0xHFC00
  %26 = select i1 %25, i32 4, i32 0
  %27 = or disjoint i32 %26, %24
  %28 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 8)
  %29 = select i1 %28, i32 8, i32 0
  %30 = or disjoint i32 %29, %27
  %31 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 16)
  %32 = select i1 %31, i32 16, i32 0
  %33 = or disjoint i32 %32, %30
  %34 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 32)
  %35 = select i1 %34, i32 32, i32 0
  %36 = or disjoint i32 %35, %33
  %37 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 64)
  %38 = select i1 %37, i32 64, i32 0
  %39 = or i32 %38, %36
  %40 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 128)
  %41 = select i1 %40, i32 128, i32 0
  %42 = or i32 %41, %39
  %43 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 256)
  %44 = select i1 %43, i32 256, i32 0
  %45 = or i32 %44, %42
  %46 = fcmp oeq half %19, 0xH7C00
  %47 = select i1 %46, i32 512, i32 0
  %48 = or i32 %47, %45
  %49 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %17
  store i32 %48, ptr addrspace(1) %49, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_class_f16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #10 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
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
  %17 = ashr exact i64 %16, 32
  %18 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %17
  %19 = load half, ptr addrspace(1) %18, align 2, !tbaa !25
  %20 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 1)
  %21 = zext i1 %20 to i32
  %22 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 2)
  %23 = select i1 %22, i32 2, i32 0
  %24 = or disjoint i32 %23, %21
  %25 = fcmp oeq half %19, 0xHFC00
  %26 = select i1 %25, i32 4, i32 0
  %27 = or disjoint i32 %26, %24
  %28 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 8)
  %29 = select i1 %28, i32 8, i32 0
  %30 = or disjoint i32 %29, %27
  %31 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 16)
  %32 = select i1 %31, i32 16, i32 0
  %33 = or disjoint i32 %32, %30
  %34 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 32)
  %35 = select i1 %34, i32 32, i32 0
  %36 = or disjoint i32 %35, %33
  %37 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 64)
  %38 = select i1 %37, i32 64, i32 0
  %39 = or i32 %38, %36
  %40 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 128)
  %41 = select i1 %40, i32 128, i32 0
  %42 = or i32 %41, %39
  %43 = tail call i1 @llvm.is.fpclass.f16(half %19, i32 256)
  %44 = select i1 %43, i32 256, i32 0
  %45 = or i32 %44, %42
  %46 = fcmp oeq half %19, 0xH7C00
  %47 = select i1 %46, i32 512, i32 0
  %48 = or i32 %47, %45
  %49 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %17
  store i32 %48, ptr addrspace(1) %49, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @mix(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4) local_unnamed_addr #9 !kernel_arg_addr_space !31 !kernel_arg_access_qual !32 !kernel_arg_type !33 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
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
  %22 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %21
  %23 = load half, ptr addrspace(1) %22, align 2, !tbaa !25, !amdgpu.noclobber !10
  %24 = fpext half %23 to float
  %25 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %21
  %26 = load half, ptr addrspace(1) %25, align 2, !tbaa !25, !amdgpu.noclobber !10
  %27 = fpext half %26 to float
  %28 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %21
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !36, !amdgpu.noclobber !10
  %30 = tail call float @llvm.fma.f32(float %24, float %27, float %29)
  %31 = shl nsw i32 %19, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %32
  store float %30, ptr addrspace(1) %33, align 4, !tbaa !36
  %34 = fneg float %24
  %35 = xor i64 %21, 1
  %36 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %35
  %37 = load half, ptr addrspace(1) %36, align 2, !tbaa !25, !amdgpu.noclobber !10
  %38 = fpext half %37 to float
  %39 = load float, ptr addrspace(1) %28, align 4, !tbaa !36
  %40 = tail call float @llvm.fma.f32(float %34, float %38, float %39)
  %41 = getelementptr i8, ptr addrspace(1) %33, i64 4
  store float %40, ptr addrspace(1) %41, align 4, !tbaa !36
  %42 = load float, ptr addrspace(1) %28, align 4, !tbaa !36
  %43 = tail call float @llvm.fma.f32(float %24, float %27, float %42)
  %44 = tail call float @llvm.fma.f32(float %27, float %27, float %42)
  %45 = fptrunc float %43 to half
  %46 = insertelement <2 x half> poison, half %45, i64 0
  %47 = fptrunc float %44 to half
  %48 = insertelement <2 x half> %46, half %47, i64 1
  %49 = getelementptr inbounds <2 x half>, ptr addrspace(1) %4, i64 %21
  store <2 x half> %48, ptr addrspace(1) %49, align 4, !tbaa !18
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mix(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4) local_unnamed_addr #10 !kernel_arg_addr_space !31 !kernel_arg_access_qual !32 !kernel_arg_type !33 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
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
  %22 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %21
  %23 = load half, ptr addrspace(1) %22, align 2, !tbaa !25
  %24 = fpext half %23 to float
  %25 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %21
  %26 = load half, ptr addrspace(1) %25, align 2, !tbaa !25
  %27 = fpext half %26 to float
  %28 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %21
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !36
  %30 = tail call float @llvm.fma.f32(float %24, float %27, float %29)
  %31 = shl nsw i32 %19, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %32
  store float %30, ptr addrspace(1) %33, align 4, !tbaa !36
  %34 = fneg float %24
  %35 = xor i64 %21, 1
  %36 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %35
  %37 = load half, ptr addrspace(1) %36, align 2, !tbaa !25
  %38 = fpext half %37 to float
  %39 = load float, ptr addrspace(1) %28, align 4, !tbaa !36
  %40 = tail call float @llvm.fma.f32(float %34, float %38, float %39)
  %41 = getelementptr i8, ptr addrspace(1) %33, i64 4
  store float %40, ptr addrspace(1) %41, align 4, !tbaa !36
  %42 = load float, ptr addrspace(1) %28, align 4, !tbaa !36
  %43 = tail call float @llvm.fma.f32(float %24, float %27, float %42)
  %44 = tail call float @llvm.fma.f32(float %27, float %27, float %42)
  %45 = fptrunc float %43 to half
  %46 = insertelement <2 x half> poison, half %45, i64 0
  %47 = fptrunc float %44 to half
  %48 = insertelement <2 x half> %46, half %47, i64 1
  %49 = getelementptr inbounds <2 x half>, ptr addrspace(1) %4, i64 %21
  store <2 x half> %48, ptr addrspace(1) %49, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.maxnum.v2f16(<2 x half>, <2 x half>) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.minnum.v2f16(<2 x half>, <2 x half>) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.umax.v2i16(<2 x i16>, <2 x i16>) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.smin.v2i16(<2 x i16>, <2 x i16>) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.sqrt.f16(half) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.amdgcn.rcp.f16(half) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.floor.f16(half) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.ceil.f16(half) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.trunc.f16(half) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.roundeven.f16(half) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.amdgcn.fract.f16(half) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.ldexp.f16.i16(half, i16) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.amdgcn.frexp.mant.f16(half) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.amdgcn.frexp.exp.i16.f16(half) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.amdgcn.div.fixup.f16(half, half, half) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #11

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f16(half, i32 immarg) #12

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
attributes #11 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!15 = !{!"half2*", !"half2*", !"half2*", !"half2*"}
!16 = !{!"half __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(2)))*"}
!17 = !{!"const", !"const", !"const", !""}
!18 = !{!7, !7, i64 0}
!19 = !{i32 1, i32 1, i32 1}
!20 = !{!"none", !"none", !"none"}
!21 = !{!"ushort2*", !"ushort2*", !"ushort2*"}
!22 = !{!"ushort __attribute__((ext_vector_type(2)))*", !"ushort __attribute__((ext_vector_type(2)))*", !"ushort __attribute__((ext_vector_type(2)))*"}
!23 = !{!"const", !"const", !""}
!24 = !{!"half*", !"half*", !"half*"}
!25 = !{!26, !26, i64 0}
!26 = !{!"half", !7, i64 0}
!27 = !{i32 1, i32 1}
!28 = !{!"none", !"none"}
!29 = !{!"half*", !"uint*"}
!30 = !{!"const", !""}
!31 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!32 = !{!"none", !"none", !"none", !"none", !"none"}
!33 = !{!"half*", !"half*", !"float*", !"float*", !"half2*"}
!34 = !{!"half*", !"half*", !"float*", !"float*", !"half __attribute__((ext_vector_type(2)))*"}
!35 = !{!"const", !"const", !"const", !"", !""}
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !7, i64 0}
