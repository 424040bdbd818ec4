; ModuleID = 'fuzz/seeds/llvm-ir/kernels-O2.ll'
source_filename = "sim/tests/kernels/kernels.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@reduce_static.tmp = hidden unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #0

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @vadd(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !13, !invariant.load !14, !noundef !14
  %10 = zext nneg i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %29

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %22
  %24 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  %25 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %22
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !5, !amdgpu.noclobber !14
  %27 = load i32, ptr addrspace(1) %24, align 4, !tbaa !5, !amdgpu.noclobber !14
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr addrspace(1) %23, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %20, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @saxpy(float noundef %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !17 !kernel_arg_access_qual !10 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !13, !invariant.load !14, !noundef !14
  %10 = zext nneg i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !15
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %3, %18
  br i1 %19, label %20, label %28

20:                                               ; preds = %4
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %22
  %24 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !20, !amdgpu.noclobber !14
  %26 = load float, ptr addrspace(1) %23, align 4, !tbaa !20, !amdgpu.noclobber !14
  %27 = tail call float @llvm.fmuladd.f32(float %0, float %25, float %26)
  store float %27, ptr addrspace(1) %23, align 4, !tbaa !20
  br label %28

28:                                               ; preds = %20, %4
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @reduce(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(3) noundef align 4 captures(none) %2) local_unnamed_addr #3 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = zext nneg i32 %4 to i64
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = zext i32 %6 to i64
  %8 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !13, !invariant.load !14, !noundef !14
  %11 = zext nneg i16 %10 to i64
  %12 = mul nuw nsw i64 %11, %7
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !15
  %15 = add i64 %14, %5
  %16 = add i64 %15, %12
  %17 = shl i64 %16, 32
  %18 = ashr exact i64 %17, 30
  %19 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !20, !amdgpu.noclobber !14
  %21 = getelementptr inbounds nuw float, ptr addrspace(3) %2, i32 %4
  store float %20, ptr addrspace(3) %21, align 4, !tbaa !20
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %22 = lshr i64 %11, 1
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %26, label %24

24:                                               ; preds = %3
  %25 = trunc nuw nsw i64 %22 to i32
  br label %28

26:                                               ; preds = %36, %3
  %27 = icmp eq i32 %4, 0
  br i1 %27, label %39, label %42

28:                                               ; preds = %36, %24
  %29 = phi i32 [ %37, %36 ], [ %25, %24 ]
  %30 = icmp samesign ugt i32 %29, %4
  br i1 %30, label %31, label %36

31:                                               ; preds = %28
  %32 = getelementptr inbounds nuw float, ptr addrspace(3) %21, i32 %29
  %33 = load float, ptr addrspace(3) %32, align 4, !tbaa !20
  %34 = load float, ptr addrspace(3) %21, align 4, !tbaa !20
  %35 = fadd float %33, %34
  store float %35, ptr addrspace(3) %21, align 4, !tbaa !20
  br label %36

36:                                               ; preds = %31, %28
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %37 = lshr i32 %29, 1
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %26, label %28

39:                                               ; preds = %26
  %40 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %7
  %41 = load float, ptr addrspace(3) %2, align 4, !tbaa !20
  store float %41, ptr addrspace(1) %40, align 4, !tbaa !20
  br label %42

42:                                               ; preds = %39, %26
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @reduce_static(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !13, !invariant.load !14, !noundef !14
  %10 = zext nneg i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = getelementptr i32, ptr addrspace(1) %0, i64 %11
  %15 = getelementptr i32, ptr addrspace(1) %14, i64 %4
  %16 = getelementptr i32, ptr addrspace(1) %15, i64 %13
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5, !amdgpu.noclobber !14
  %18 = getelementptr inbounds nuw i32, ptr addrspace(3) @reduce_static.tmp, i32 %3
  store i32 %17, ptr addrspace(3) %18, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %19 = lshr i64 %10, 1
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %2
  %22 = trunc nuw nsw i64 %19 to i32
  br label %25

23:                                               ; preds = %33, %2
  %24 = icmp eq i32 %3, 0
  br i1 %24, label %36, label %39

25:                                               ; preds = %33, %21
  %26 = phi i32 [ %34, %33 ], [ %22, %21 ]
  %27 = icmp samesign ugt i32 %26, %3
  br i1 %27, label %28, label %33

28:                                               ; preds = %25
  %29 = getelementptr inbounds nuw i32, ptr addrspace(3) %18, i32 %26
  %30 = load i32, ptr addrspace(3) %29, align 4, !tbaa !5
  %31 = load i32, ptr addrspace(3) %18, align 4, !tbaa !5
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr addrspace(3) %18, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %28, %25
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %34 = lshr i32 %26, 1
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %23, label %25

36:                                               ; preds = %23
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %6
  %38 = load i32, ptr addrspace(3) @reduce_static.tmp, align 4, !tbaa !5
  store i32 %38, ptr addrspace(1) %37, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %36, %23
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @hist(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #4 !kernel_arg_addr_space !30 !kernel_arg_access_qual !23 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !25 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !13, !invariant.load !14, !noundef !14
  %9 = zext nneg i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !15
  %15 = add i64 %14, %12
  %16 = add i64 %15, %10
  %17 = trunc i64 %16 to i32
  %18 = icmp sgt i32 %2, %17
  br i1 %18, label %19, label %28

19:                                               ; preds = %3
  %20 = shl i64 %16, 32
  %21 = ashr exact i64 %20, 32
  %22 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %21
  %23 = load i8, ptr addrspace(1) %22, align 1, !tbaa !32, !amdgpu.noclobber !14
  %24 = and i8 %23, 15
  %25 = zext nneg i8 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %25
  %27 = atomicrmw volatile add ptr addrspace(1) %26, i32 1 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !14, !amdgpu.no.remote.memory !14
  br label %28

28:                                               ; preds = %19, %3
  ret void
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @cas_max(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #5 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !13, !invariant.load !14, !noundef !14
  %8 = zext nneg i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = getelementptr i32, ptr addrspace(1) %0, i64 %9
  %15 = getelementptr i32, ptr addrspace(1) %14, i64 %11
  %16 = getelementptr i32, ptr addrspace(1) %15, i64 %13
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5, !amdgpu.noclobber !14
  %18 = load i32, ptr addrspace(1) %1, align 4, !tbaa !5, !amdgpu.noclobber !14
  br label %19

19:                                               ; preds = %22, %2
  %20 = phi i32 [ %18, %2 ], [ %24, %22 ]
  %21 = icmp slt i32 %20, %17
  br i1 %21, label %22, label %26

22:                                               ; preds = %19
  %23 = cmpxchg volatile ptr addrspace(1) %1, i32 %20, i32 %17 syncscope("agent-one-as") monotonic monotonic, align 4
  %24 = extractvalue { i32, i1 } %23, 0
  %25 = extractvalue { i32, i1 } %23, 1
  br i1 %25, label %26, label %19

26:                                               ; preds = %22, %19
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @diverge(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #6 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !13, !invariant.load !14, !noundef !14
  %8 = zext nneg i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !15
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = shl i64 %15, 32
  %17 = ashr exact i64 %16, 32
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5, !amdgpu.noclobber !14
  %20 = and i32 %19, 1
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %2
  %23 = mul nsw i32 %19, 3
  %24 = add nsw i32 %23, 1
  br label %28

25:                                               ; preds = %2
  %26 = ashr exact i32 %19, 1
  %27 = add nsw i32 %26, -7
  br label %28

28:                                               ; preds = %25, %22
  %29 = phi i32 [ %24, %22 ], [ %27, %25 ]
  %30 = and i32 %19, 31
  switch i32 %30, label %31 [
    i32 0, label %57
    i32 1, label %47
  ]

31:                                               ; preds = %28
  %32 = and i32 %19, 30
  %33 = insertelement <2 x i32> poison, i32 %29, i64 0
  %34 = shufflevector <2 x i32> %33, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %35

35:                                               ; preds = %35, %31
  %36 = phi i32 [ 0, %31 ], [ %41, %35 ]
  %37 = phi <2 x i32> [ <i32 0, i32 1>, %31 ], [ %42, %35 ]
  %38 = phi <2 x i32> [ zeroinitializer, %31 ], [ %40, %35 ]
  %39 = xor <2 x i32> %37, %34
  %40 = add <2 x i32> %39, %38
  %41 = add nuw i32 %36, 2
  %42 = add nuw nsw <2 x i32> %37, splat (i32 2)
  %43 = icmp eq i32 %41, %32
  br i1 %43, label %44, label %35, !llvm.loop !33

44:                                               ; preds = %35
  %45 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %40)
  %46 = icmp eq i32 %30, %32
  br i1 %46, label %57, label %47

47:                                               ; preds = %44, %28
  %48 = phi i32 [ 0, %28 ], [ %32, %44 ]
  %49 = phi i32 [ 0, %28 ], [ %45, %44 ]
  br label %50

50:                                               ; preds = %50, %47
  %51 = phi i32 [ %55, %50 ], [ %48, %47 ]
  %52 = phi i32 [ %54, %50 ], [ %49, %47 ]
  %53 = xor i32 %51, %29
  %54 = add nsw i32 %53, %52
  %55 = add nuw nsw i32 %51, 1
  %56 = icmp eq i32 %55, %30
  br i1 %56, label %57, label %50, !llvm.loop !35

57:                                               ; preds = %50, %44, %28
  %58 = phi i32 [ %30, %28 ], [ %45, %44 ], [ %54, %50 ]
  %59 = add nsw i32 %58, %29
  %60 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %17
  store i32 %59, ptr addrspace(1) %60, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @mat2d(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #7 !kernel_arg_addr_space !30 !kernel_arg_access_qual !23 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !25 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !13, !invariant.load !14, !noundef !14
  %9 = zext nneg i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !15
  %15 = add i64 %14, %12
  %16 = add i64 %15, %10
  %17 = trunc i64 %16 to i32
  %18 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 14
  %21 = load i16, ptr addrspace(4) %20, align 2, !range !13, !invariant.load !14, !noundef !14
  %22 = zext nneg i16 %21 to i64
  %23 = mul nuw nsw i64 %22, %19
  %24 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 48
  %27 = load i64, ptr addrspace(4) %26, align 8, !tbaa !15
  %28 = add i64 %27, %25
  %29 = add i64 %28, %23
  %30 = trunc i64 %29 to i32
  %31 = mul nsw i32 %2, %17
  %32 = add nsw i32 %31, %30
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !20, !amdgpu.noclobber !14
  %36 = sitofp i32 %30 to float
  %37 = tail call float @llvm.fmuladd.f32(float %35, float 2.000000e+00, float %36)
  %38 = mul nsw i32 %2, %30
  %39 = add nsw i32 %38, %17
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40
  store float %37, ptr addrspace(1) %41, align 4, !tbaa !20
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #3 = { convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #5 = { nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"int*", !"int*", !"int*", !"int"}
!12 = !{!"const", !"const", !"", !""}
!13 = !{i16 1, i16 1025}
!14 = !{}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = !{i32 0, i32 1, i32 1, i32 0}
!18 = !{!"float", !"float*", !"float*", !"int"}
!19 = !{!"", !"const", !"", !""}
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !7, i64 0}
!22 = !{i32 1, i32 1, i32 3}
!23 = !{!"none", !"none", !"none"}
!24 = !{!"float*", !"float*", !"float*"}
!25 = !{!"const", !"", !""}
!26 = !{i32 1, i32 1}
!27 = !{!"none", !"none"}
!28 = !{!"int*", !"int*"}
!29 = !{!"const", !""}
!30 = !{i32 1, i32 1, i32 0}
!31 = !{!"uchar*", !"uint*", !"int"}
!32 = !{!7, !7, i64 0}
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.isvectorized", i32 1}
!35 = distinct !{!35, !36, !34}
!36 = !{!"llvm.loop.unroll.runtime.disable"}
!37 = !{!"float*", !"float*", !"int"}
