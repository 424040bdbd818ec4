; ModuleID = 'sim/tests/kernels/rows.cl'
source_filename = "sim/tests/kernels/rows.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@rows_d16.lh = internal addrspace(3) global [64 x i16] undef, align 2
@rows_d16.ls = internal addrspace(3) global [64 x i8] undef, align 1
@rows_d16.lu = internal addrspace(3) global [64 x i8] undef, align 1

; Function Attrs: alwaysinline convergent norecurse nounwind willreturn memory(none)
define hidden i64 @_Z12get_local_idj(i32 noundef %0) #0 {
  %2 = alloca i64, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %19

10:                                               ; preds = %1
  %11 = load i32, ptr %5, align 4
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %13, label %15

13:                                               ; preds = %10
  %14 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %17

15:                                               ; preds = %10
  %16 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %17

17:                                               ; preds = %15, %13
  %18 = phi i32 [ %14, %13 ], [ %16, %15 ]
  br label %19

19:                                               ; preds = %17, %8
  %20 = phi i32 [ %9, %8 ], [ %18, %17 ]
  %21 = zext i32 %20 to i64
  ret i64 %21
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #1

; Function Attrs: alwaysinline convergent norecurse nounwind willreturn memory(none)
define hidden i64 @_Z12get_group_idj(i32 noundef %0) #0 {
  %2 = alloca i64, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %19

10:                                               ; preds = %1
  %11 = load i32, ptr %5, align 4
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %13, label %15

13:                                               ; preds = %10
  %14 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %17

15:                                               ; preds = %10
  %16 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %17

17:                                               ; preds = %15, %13
  %18 = phi i32 [ %14, %13 ], [ %16, %15 ]
  br label %19

19:                                               ; preds = %17, %8
  %20 = phi i32 [ %9, %8 ], [ %18, %17 ]
  %21 = zext i32 %20 to i64
  ret i64 %21
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #1

; Function Attrs: alwaysinline convergent norecurse nounwind willreturn memory(none)
define hidden i64 @_Z14get_local_sizej(i32 noundef %0) #0 {
  %2 = alloca i64, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %13

8:                                                ; preds = %1
  %9 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr i8, ptr addrspace(4) %9, i32 12
  %11 = load i16, ptr addrspace(4) %10, align 2, !range !6, !invariant.load !7, !noundef !7
  %12 = zext i16 %11 to i32
  br label %28

13:                                               ; preds = %1
  %14 = load i32, ptr %5, align 4
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %21

16:                                               ; preds = %13
  %17 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %18 = getelementptr i8, ptr addrspace(4) %17, i32 14
  %19 = load i16, ptr addrspace(4) %18, align 2, !range !6, !invariant.load !7, !noundef !7
  %20 = zext i16 %19 to i32
  br label %26

21:                                               ; preds = %13
  %22 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %23 = getelementptr i8, ptr addrspace(4) %22, i32 16
  %24 = load i16, ptr addrspace(4) %23, align 2, !range !6, !invariant.load !7, !noundef !7
  %25 = zext i16 %24 to i32
  br label %26

26:                                               ; preds = %21, %16
  %27 = phi i32 [ %20, %16 ], [ %25, %21 ]
  br label %28

28:                                               ; preds = %26, %8
  %29 = phi i32 [ %12, %8 ], [ %27, %26 ]
  %30 = sext i32 %29 to i64
  ret i64 %30
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: alwaysinline convergent norecurse nounwind willreturn memory(none)
define hidden i64 @_Z17get_global_offsetj(i32 noundef %0) #0 {
  %2 = alloca i64, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr addrspace(4), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %6, align 4
  %7 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 40
  store ptr addrspace(4) %8, ptr addrspace(5) %4, align 8
  %9 = load ptr addrspace(4), ptr addrspace(5) %4, align 8
  %10 = load i32, ptr %6, align 4
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i64, ptr addrspace(4) %9, i64 %11
  %13 = load i64, ptr addrspace(4) %12, align 8
  ret i64 %13
}

; Function Attrs: alwaysinline convergent norecurse nounwind willreturn memory(none)
define hidden i64 @_Z13get_global_idj(i32 noundef %0) #0 {
  %2 = alloca i64, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr addrspace(4), align 8, addrspace(5)
  %5 = alloca i64, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %11 to ptr
  %14 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 %0, ptr %14, align 4
  %15 = load i32, ptr %14, align 4
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 %15, ptr %17, align 4
  %18 = load i32, ptr %17, align 4
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %1
  %21 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %31

22:                                               ; preds = %1
  %23 = load i32, ptr %17, align 4
  %24 = icmp eq i32 %23, 1
  br i1 %24, label %25, label %27

25:                                               ; preds = %22
  %26 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %29

27:                                               ; preds = %22
  %28 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %29

29:                                               ; preds = %27, %25
  %30 = phi i32 [ %26, %25 ], [ %28, %27 ]
  br label %31

31:                                               ; preds = %20, %29
  %32 = phi i32 [ %21, %20 ], [ %30, %29 ]
  %33 = zext i32 %32 to i64
  %34 = load i32, ptr %14, align 4
  %35 = addrspacecast ptr addrspace(5) %5 to ptr
  %36 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 %34, ptr %36, align 4
  %37 = load i32, ptr %36, align 4
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %44

39:                                               ; preds = %31
  %40 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %41 = getelementptr i8, ptr addrspace(4) %40, i32 12
  %42 = load i16, ptr addrspace(4) %41, align 2, !range !6, !invariant.load !7, !noundef !7
  %43 = zext i16 %42 to i32
  br label %59

44:                                               ; preds = %31
  %45 = load i32, ptr %36, align 4
  %46 = icmp eq i32 %45, 1
  br i1 %46, label %47, label %52

47:                                               ; preds = %44
  %48 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %49 = getelementptr i8, ptr addrspace(4) %48, i32 14
  %50 = load i16, ptr addrspace(4) %49, align 2, !range !6, !invariant.load !7, !noundef !7
  %51 = zext i16 %50 to i32
  br label %57

52:                                               ; preds = %44
  %53 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %54 = getelementptr i8, ptr addrspace(4) %53, i32 16
  %55 = load i16, ptr addrspace(4) %54, align 2, !range !6, !invariant.load !7, !noundef !7
  %56 = zext i16 %55 to i32
  br label %57

57:                                               ; preds = %52, %47
  %58 = phi i32 [ %51, %47 ], [ %56, %52 ]
  br label %59

59:                                               ; preds = %39, %57
  %60 = phi i32 [ %43, %39 ], [ %58, %57 ]
  %61 = sext i32 %60 to i64
  %62 = mul i64 %33, %61
  %63 = load i32, ptr %14, align 4
  %64 = addrspacecast ptr addrspace(5) %9 to ptr
  %65 = addrspacecast ptr addrspace(5) %10 to ptr
  store i32 %63, ptr %65, align 4
  %66 = load i32, ptr %65, align 4
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %70

68:                                               ; preds = %59
  %69 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %79

70:                                               ; preds = %59
  %71 = load i32, ptr %65, align 4
  %72 = icmp eq i32 %71, 1
  br i1 %72, label %73, label %75

73:                                               ; preds = %70
  %74 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %77

75:                                               ; preds = %70
  %76 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %77

77:                                               ; preds = %75, %73
  %78 = phi i32 [ %74, %73 ], [ %76, %75 ]
  br label %79

79:                                               ; preds = %68, %77
  %80 = phi i32 [ %69, %68 ], [ %78, %77 ]
  %81 = zext i32 %80 to i64
  %82 = add i64 %62, %81
  %83 = load i32, ptr %14, align 4
  %84 = addrspacecast ptr addrspace(5) %2 to ptr
  %85 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %83, ptr %85, align 4
  %86 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %87 = getelementptr inbounds i8, ptr addrspace(4) %86, i64 40
  store ptr addrspace(4) %87, ptr addrspace(5) %4, align 8
  %88 = load ptr addrspace(4), ptr addrspace(5) %4, align 8
  %89 = load i32, ptr %85, align 4
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds nuw i64, ptr addrspace(4) %88, i64 %90
  %92 = load i64, ptr addrspace(4) %91, align 8
  %93 = add i64 %82, %92
  ret i64 %93
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define hidden void @_Z7barrierj(i32 noundef %0) #2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = addrspacecast ptr addrspace(5) %2 to ptr
  store i32 %0, ptr %3, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define hidden i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %0) #2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %2 to ptr
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  %10 = load ptr addrspace(1), ptr %7, align 8
  store i32 1, ptr %8, align 4
  %11 = load i32, ptr %8, align 4
  %12 = atomicrmw volatile add ptr addrspace(1) %10, i32 %11 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %12, ptr %9, align 4
  %13 = load i32, ptr %9, align 4
  ret i32 %13
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define hidden i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %0, i32 noundef %1, i32 noundef %2) #2 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i8, align 1, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  %16 = load ptr addrspace(1), ptr %11, align 8
  %17 = load i32, ptr %13, align 4
  store i32 %17, ptr %14, align 4
  %18 = load i32, ptr %12, align 4
  %19 = load i32, ptr %14, align 4
  %20 = cmpxchg volatile ptr addrspace(1) %16, i32 %18, i32 %19 syncscope("agent-one-as") monotonic monotonic, align 4
  %21 = extractvalue { i32, i1 } %20, 0
  %22 = extractvalue { i32, i1 } %20, 1
  br i1 %22, label %24, label %23

23:                                               ; preds = %3
  store i32 %21, ptr %12, align 4
  br label %24

24:                                               ; preds = %23, %3
  %25 = zext i1 %22 to i8
  store i8 %25, ptr %15, align 1
  %26 = load i8, ptr %15, align 1
  %27 = trunc i8 %26 to i1
  %28 = load i32, ptr %12, align 4
  ret i32 %28
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rows_sad(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #4 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store ptr addrspace(1) %3, ptr %12, align 8
  %13 = load ptr addrspace(1), ptr %9, align 8
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load ptr addrspace(1), ptr %12, align 8
  call void @__clang_ocl_kern_imp_rows_sad(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, ptr addrspace(1) noundef align 4 %16) #9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_rows_sad(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #5 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = alloca i64, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr addrspace(4), align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i64, align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca ptr addrspace(1), align 8, addrspace(5)
  %17 = alloca ptr addrspace(1), align 8, addrspace(5)
  %18 = alloca ptr addrspace(1), align 8, addrspace(5)
  %19 = alloca ptr addrspace(1), align 8, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca ptr addrspace(1), align 8, addrspace(5)
  %25 = addrspacecast ptr addrspace(5) %16 to ptr
  %26 = addrspacecast ptr addrspace(5) %17 to ptr
  %27 = addrspacecast ptr addrspace(5) %18 to ptr
  %28 = addrspacecast ptr addrspace(5) %19 to ptr
  store ptr addrspace(1) %0, ptr %25, align 8
  store ptr addrspace(1) %1, ptr %26, align 8
  store ptr addrspace(1) %2, ptr %27, align 8
  store ptr addrspace(1) %3, ptr %28, align 8
  %29 = addrspacecast ptr addrspace(5) %14 to ptr
  %30 = addrspacecast ptr addrspace(5) %15 to ptr
  store i32 0, ptr %30, align 4
  %31 = load i32, ptr %30, align 4
  %32 = addrspacecast ptr addrspace(5) %10 to ptr
  %33 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %31, ptr %33, align 4
  %34 = load i32, ptr %33, align 4
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %38

36:                                               ; preds = %4
  %37 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %47

38:                                               ; preds = %4
  %39 = load i32, ptr %33, align 4
  %40 = icmp eq i32 %39, 1
  br i1 %40, label %41, label %43

41:                                               ; preds = %38
  %42 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %45

43:                                               ; preds = %38
  %44 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %42, %41 ], [ %44, %43 ]
  br label %47

47:                                               ; preds = %45, %36
  %48 = phi i32 [ %37, %36 ], [ %46, %45 ]
  %49 = zext i32 %48 to i64
  %50 = load i32, ptr %30, align 4
  %51 = addrspacecast ptr addrspace(5) %8 to ptr
  %52 = addrspacecast ptr addrspace(5) %9 to ptr
  store i32 %50, ptr %52, align 4
  %53 = load i32, ptr %52, align 4
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %60

55:                                               ; preds = %47
  %56 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %57 = getelementptr i8, ptr addrspace(4) %56, i32 12
  %58 = load i16, ptr addrspace(4) %57, align 2, !range !6, !invariant.load !7, !noundef !7
  %59 = zext i16 %58 to i32
  br label %75

60:                                               ; preds = %47
  %61 = load i32, ptr %52, align 4
  %62 = icmp eq i32 %61, 1
  br i1 %62, label %63, label %68

63:                                               ; preds = %60
  %64 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %65 = getelementptr i8, ptr addrspace(4) %64, i32 14
  %66 = load i16, ptr addrspace(4) %65, align 2, !range !6, !invariant.load !7, !noundef !7
  %67 = zext i16 %66 to i32
  br label %73

68:                                               ; preds = %60
  %69 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %70 = getelementptr i8, ptr addrspace(4) %69, i32 16
  %71 = load i16, ptr addrspace(4) %70, align 2, !range !6, !invariant.load !7, !noundef !7
  %72 = zext i16 %71 to i32
  br label %73

73:                                               ; preds = %68, %63
  %74 = phi i32 [ %67, %63 ], [ %72, %68 ]
  br label %75

75:                                               ; preds = %73, %55
  %76 = phi i32 [ %59, %55 ], [ %74, %73 ]
  %77 = sext i32 %76 to i64
  %78 = mul i64 %49, %77
  %79 = load i32, ptr %30, align 4
  %80 = addrspacecast ptr addrspace(5) %12 to ptr
  %81 = addrspacecast ptr addrspace(5) %13 to ptr
  store i32 %79, ptr %81, align 4
  %82 = load i32, ptr %81, align 4
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %84, label %86

84:                                               ; preds = %75
  %85 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %95

86:                                               ; preds = %75
  %87 = load i32, ptr %81, align 4
  %88 = icmp eq i32 %87, 1
  br i1 %88, label %89, label %91

89:                                               ; preds = %86
  %90 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %93

91:                                               ; preds = %86
  %92 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %90, %89 ], [ %92, %91 ]
  br label %95

95:                                               ; preds = %84, %93
  %96 = phi i32 [ %85, %84 ], [ %94, %93 ]
  %97 = zext i32 %96 to i64
  %98 = add i64 %78, %97
  %99 = load i32, ptr %30, align 4
  %100 = addrspacecast ptr addrspace(5) %5 to ptr
  %101 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 %99, ptr %101, align 4
  %102 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %103 = getelementptr inbounds i8, ptr addrspace(4) %102, i64 40
  store ptr addrspace(4) %103, ptr addrspace(5) %7, align 8
  %104 = load ptr addrspace(4), ptr addrspace(5) %7, align 8
  %105 = load i32, ptr %101, align 4
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds nuw i64, ptr addrspace(4) %104, i64 %106
  %108 = load i64, ptr addrspace(4) %107, align 8
  %109 = add i64 %98, %108
  %110 = trunc i64 %109 to i32
  store i32 %110, ptr addrspace(5) %20, align 4
  %111 = load ptr addrspace(1), ptr %25, align 8
  %112 = load i32, ptr addrspace(5) %20, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i32, ptr addrspace(1) %111, i64 %113
  %115 = load i32, ptr addrspace(1) %114, align 4
  store i32 %115, ptr addrspace(5) %21, align 4
  %116 = load ptr addrspace(1), ptr %26, align 8
  %117 = load i32, ptr addrspace(5) %20, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i32, ptr addrspace(1) %116, i64 %118
  %120 = load i32, ptr addrspace(1) %119, align 4
  store i32 %120, ptr addrspace(5) %22, align 4
  %121 = load ptr addrspace(1), ptr %27, align 8
  %122 = load i32, ptr addrspace(5) %20, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds i32, ptr addrspace(1) %121, i64 %123
  %125 = load i32, ptr addrspace(1) %124, align 4
  store i32 %125, ptr addrspace(5) %23, align 4
  %126 = load ptr addrspace(1), ptr %28, align 8
  %127 = load i32, ptr addrspace(5) %20, align 4
  %128 = mul nsw i32 5, %127
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr addrspace(1) %126, i64 %129
  store ptr addrspace(1) %130, ptr addrspace(5) %24, align 8
  %131 = load i32, ptr addrspace(5) %21, align 4
  %132 = load i32, ptr addrspace(5) %22, align 4
  %133 = load i32, ptr addrspace(5) %23, align 4
  %134 = call i32 @llvm.amdgcn.sad.u8(i32 %131, i32 %132, i32 %133)
  %135 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %136 = getelementptr inbounds i32, ptr addrspace(1) %135, i64 0
  store i32 %134, ptr addrspace(1) %136, align 4
  %137 = load i32, ptr addrspace(5) %21, align 4
  %138 = load i32, ptr addrspace(5) %22, align 4
  %139 = load i32, ptr addrspace(5) %23, align 4
  %140 = call i32 @llvm.amdgcn.msad.u8(i32 %137, i32 %138, i32 %139)
  %141 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %142 = getelementptr inbounds i32, ptr addrspace(1) %141, i64 1
  store i32 %140, ptr addrspace(1) %142, align 4
  %143 = load i32, ptr addrspace(5) %21, align 4
  %144 = load i32, ptr addrspace(5) %22, align 4
  %145 = load i32, ptr addrspace(5) %23, align 4
  %146 = call i32 @llvm.amdgcn.sad.hi.u8(i32 %143, i32 %144, i32 %145)
  %147 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %148 = getelementptr inbounds i32, ptr addrspace(1) %147, i64 2
  store i32 %146, ptr addrspace(1) %148, align 4
  %149 = load i32, ptr addrspace(5) %21, align 4
  %150 = load i32, ptr addrspace(5) %22, align 4
  %151 = load i32, ptr addrspace(5) %23, align 4
  %152 = call i32 @llvm.amdgcn.sad.u16(i32 %149, i32 %150, i32 %151)
  %153 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %154 = getelementptr inbounds i32, ptr addrspace(1) %153, i64 3
  store i32 %152, ptr addrspace(1) %154, align 4
  %155 = load i32, ptr addrspace(5) %21, align 4
  %156 = load i32, ptr addrspace(5) %22, align 4
  %157 = icmp ugt i32 %155, %156
  br i1 %157, label %158, label %162

158:                                              ; preds = %95
  %159 = load i32, ptr addrspace(5) %21, align 4
  %160 = load i32, ptr addrspace(5) %22, align 4
  %161 = sub i32 %159, %160
  br label %166

162:                                              ; preds = %95
  %163 = load i32, ptr addrspace(5) %22, align 4
  %164 = load i32, ptr addrspace(5) %21, align 4
  %165 = sub i32 %163, %164
  br label %166

166:                                              ; preds = %162, %158
  %167 = phi i32 [ %161, %158 ], [ %165, %162 ]
  %168 = load i32, ptr addrspace(5) %23, align 4
  %169 = add i32 %167, %168
  %170 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %171 = getelementptr inbounds i32, ptr addrspace(1) %170, i64 4
  store i32 %169, ptr addrspace(1) %171, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rows_f64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1) #4 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_rows_f64(ptr addrspace(1) noundef align 8 %7, ptr addrspace(1) noundef align 8 %8) #9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_rows_f64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1) #5 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %3 = alloca i64, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca ptr addrspace(4), align 8, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca ptr addrspace(1), align 8, addrspace(5)
  %15 = alloca ptr addrspace(1), align 8, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca double, align 8, addrspace(5)
  %18 = alloca ptr addrspace(1), align 8, addrspace(5)
  %19 = addrspacecast ptr addrspace(5) %14 to ptr
  %20 = addrspacecast ptr addrspace(5) %15 to ptr
  store ptr addrspace(1) %0, ptr %19, align 8
  store ptr addrspace(1) %1, ptr %20, align 8
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  %22 = addrspacecast ptr addrspace(5) %13 to ptr
  store i32 0, ptr %22, align 4
  %23 = load i32, ptr %22, align 4
  %24 = addrspacecast ptr addrspace(5) %8 to ptr
  %25 = addrspacecast ptr addrspace(5) %9 to ptr
  store i32 %23, ptr %25, align 4
  %26 = load i32, ptr %25, align 4
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %30

28:                                               ; preds = %2
  %29 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %39

30:                                               ; preds = %2
  %31 = load i32, ptr %25, align 4
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %35

33:                                               ; preds = %30
  %34 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %37

35:                                               ; preds = %30
  %36 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %37

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %34, %33 ], [ %36, %35 ]
  br label %39

39:                                               ; preds = %37, %28
  %40 = phi i32 [ %29, %28 ], [ %38, %37 ]
  %41 = zext i32 %40 to i64
  %42 = load i32, ptr %22, align 4
  %43 = addrspacecast ptr addrspace(5) %6 to ptr
  %44 = addrspacecast ptr addrspace(5) %7 to ptr
  store i32 %42, ptr %44, align 4
  %45 = load i32, ptr %44, align 4
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %52

47:                                               ; preds = %39
  %48 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %49 = getelementptr i8, ptr addrspace(4) %48, i32 12
  %50 = load i16, ptr addrspace(4) %49, align 2, !range !6, !invariant.load !7, !noundef !7
  %51 = zext i16 %50 to i32
  br label %67

52:                                               ; preds = %39
  %53 = load i32, ptr %44, align 4
  %54 = icmp eq i32 %53, 1
  br i1 %54, label %55, label %60

55:                                               ; preds = %52
  %56 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %57 = getelementptr i8, ptr addrspace(4) %56, i32 14
  %58 = load i16, ptr addrspace(4) %57, align 2, !range !6, !invariant.load !7, !noundef !7
  %59 = zext i16 %58 to i32
  br label %65

60:                                               ; preds = %52
  %61 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %62 = getelementptr i8, ptr addrspace(4) %61, i32 16
  %63 = load i16, ptr addrspace(4) %62, align 2, !range !6, !invariant.load !7, !noundef !7
  %64 = zext i16 %63 to i32
  br label %65

65:                                               ; preds = %60, %55
  %66 = phi i32 [ %59, %55 ], [ %64, %60 ]
  br label %67

67:                                               ; preds = %65, %47
  %68 = phi i32 [ %51, %47 ], [ %66, %65 ]
  %69 = sext i32 %68 to i64
  %70 = mul i64 %41, %69
  %71 = load i32, ptr %22, align 4
  %72 = addrspacecast ptr addrspace(5) %10 to ptr
  %73 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %71, ptr %73, align 4
  %74 = load i32, ptr %73, align 4
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %78

76:                                               ; preds = %67
  %77 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %87

78:                                               ; preds = %67
  %79 = load i32, ptr %73, align 4
  %80 = icmp eq i32 %79, 1
  br i1 %80, label %81, label %83

81:                                               ; preds = %78
  %82 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %85

83:                                               ; preds = %78
  %84 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %85

85:                                               ; preds = %83, %81
  %86 = phi i32 [ %82, %81 ], [ %84, %83 ]
  br label %87

87:                                               ; preds = %76, %85
  %88 = phi i32 [ %77, %76 ], [ %86, %85 ]
  %89 = zext i32 %88 to i64
  %90 = add i64 %70, %89
  %91 = load i32, ptr %22, align 4
  %92 = addrspacecast ptr addrspace(5) %3 to ptr
  %93 = addrspacecast ptr addrspace(5) %4 to ptr
  store i32 %91, ptr %93, align 4
  %94 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %95 = getelementptr inbounds i8, ptr addrspace(4) %94, i64 40
  store ptr addrspace(4) %95, ptr addrspace(5) %5, align 8
  %96 = load ptr addrspace(4), ptr addrspace(5) %5, align 8
  %97 = load i32, ptr %93, align 4
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds nuw i64, ptr addrspace(4) %96, i64 %98
  %100 = load i64, ptr addrspace(4) %99, align 8
  %101 = add i64 %90, %100
  %102 = trunc i64 %101 to i32
  store i32 %102, ptr addrspace(5) %16, align 4
  %103 = load ptr addrspace(1), ptr %19, align 8
  %104 = load i32, ptr addrspace(5) %16, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds double, ptr addrspace(1) %103, i64 %105
  %107 = load double, ptr addrspace(1) %106, align 8
  store double %107, ptr addrspace(5) %17, align 8
  %108 = load ptr addrspace(1), ptr %20, align 8
  %109 = load i32, ptr addrspace(5) %16, align 4
  %110 = mul nsw i32 5, %109
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds double, ptr addrspace(1) %108, i64 %111
  store ptr addrspace(1) %112, ptr addrspace(5) %18, align 8
  %113 = load double, ptr addrspace(5) %17, align 8
  %114 = call double @llvm.amdgcn.fract.f64(double %113)
  %115 = load ptr addrspace(1), ptr addrspace(5) %18, align 8
  %116 = getelementptr inbounds double, ptr addrspace(1) %115, i64 0
  store double %114, ptr addrspace(1) %116, align 8
  %117 = load double, ptr addrspace(5) %17, align 8
  %118 = load i32, ptr addrspace(5) %16, align 4
  %119 = and i32 %118, 31
  %120 = call double @llvm.amdgcn.trig.preop.f64(double %117, i32 %119)
  %121 = load ptr addrspace(1), ptr addrspace(5) %18, align 8
  %122 = getelementptr inbounds double, ptr addrspace(1) %121, i64 1
  store double %120, ptr addrspace(1) %122, align 8
  %123 = load double, ptr addrspace(5) %17, align 8
  %124 = call double @llvm.amdgcn.trig.preop.f64(double %123, i32 0)
  %125 = load ptr addrspace(1), ptr addrspace(5) %18, align 8
  %126 = getelementptr inbounds double, ptr addrspace(1) %125, i64 2
  store double %124, ptr addrspace(1) %126, align 8
  %127 = load double, ptr addrspace(5) %17, align 8
  %128 = call double @llvm.amdgcn.trig.preop.f64(double %127, i32 1)
  %129 = load ptr addrspace(1), ptr addrspace(5) %18, align 8
  %130 = getelementptr inbounds double, ptr addrspace(1) %129, i64 3
  store double %128, ptr addrspace(1) %130, align 8
  %131 = load double, ptr addrspace(5) %17, align 8
  %132 = call double @llvm.amdgcn.trig.preop.f64(double %131, i32 2)
  %133 = load ptr addrspace(1), ptr addrspace(5) %18, align 8
  %134 = getelementptr inbounds double, ptr addrspace(1) %133, i64 4
  store double %132, ptr addrspace(1) %134, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rows_clock(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #4 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  %10 = load ptr addrspace(1), ptr %7, align 8
  %11 = load ptr addrspace(1), ptr %8, align 8
  %12 = load i32, ptr %9, align 4
  call void @__clang_ocl_kern_imp_rows_clock(ptr addrspace(1) noundef align 8 %10, ptr addrspace(1) noundef align 4 %11, i32 noundef %12) #9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_rows_clock(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #5 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %4 = alloca i64, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr addrspace(4), align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca ptr addrspace(1), align 8, addrspace(5)
  %16 = alloca ptr addrspace(1), align 8, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i64, align 8, addrspace(5)
  %20 = alloca i64, align 8, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i64, align 8, addrspace(5)
  %24 = alloca i64, align 8, addrspace(5)
  %25 = addrspacecast ptr addrspace(5) %15 to ptr
  %26 = addrspacecast ptr addrspace(5) %16 to ptr
  %27 = addrspacecast ptr addrspace(5) %17 to ptr
  store ptr addrspace(1) %0, ptr %25, align 8
  store ptr addrspace(1) %1, ptr %26, align 8
  store i32 %2, ptr %27, align 4
  %28 = addrspacecast ptr addrspace(5) %13 to ptr
  %29 = addrspacecast ptr addrspace(5) %14 to ptr
  store i32 0, ptr %29, align 4
  %30 = load i32, ptr %29, align 4
  %31 = addrspacecast ptr addrspace(5) %9 to ptr
  %32 = addrspacecast ptr addrspace(5) %10 to ptr
  store i32 %30, ptr %32, align 4
  %33 = load i32, ptr %32, align 4
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %37

35:                                               ; preds = %3
  %36 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %46

37:                                               ; preds = %3
  %38 = load i32, ptr %32, align 4
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %42

40:                                               ; preds = %37
  %41 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %44

42:                                               ; preds = %37
  %43 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %44

44:                                               ; preds = %42, %40
  %45 = phi i32 [ %41, %40 ], [ %43, %42 ]
  br label %46

46:                                               ; preds = %44, %35
  %47 = phi i32 [ %36, %35 ], [ %45, %44 ]
  %48 = zext i32 %47 to i64
  %49 = load i32, ptr %29, align 4
  %50 = addrspacecast ptr addrspace(5) %7 to ptr
  %51 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 %49, ptr %51, align 4
  %52 = load i32, ptr %51, align 4
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %59

54:                                               ; preds = %46
  %55 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %56 = getelementptr i8, ptr addrspace(4) %55, i32 12
  %57 = load i16, ptr addrspace(4) %56, align 2, !range !6, !invariant.load !7, !noundef !7
  %58 = zext i16 %57 to i32
  br label %74

59:                                               ; preds = %46
  %60 = load i32, ptr %51, align 4
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %67

62:                                               ; preds = %59
  %63 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %64 = getelementptr i8, ptr addrspace(4) %63, i32 14
  %65 = load i16, ptr addrspace(4) %64, align 2, !range !6, !invariant.load !7, !noundef !7
  %66 = zext i16 %65 to i32
  br label %72

67:                                               ; preds = %59
  %68 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %69 = getelementptr i8, ptr addrspace(4) %68, i32 16
  %70 = load i16, ptr addrspace(4) %69, align 2, !range !6, !invariant.load !7, !noundef !7
  %71 = zext i16 %70 to i32
  br label %72

72:                                               ; preds = %67, %62
  %73 = phi i32 [ %66, %62 ], [ %71, %67 ]
  br label %74

74:                                               ; preds = %72, %54
  %75 = phi i32 [ %58, %54 ], [ %73, %72 ]
  %76 = sext i32 %75 to i64
  %77 = mul i64 %48, %76
  %78 = load i32, ptr %29, align 4
  %79 = addrspacecast ptr addrspace(5) %11 to ptr
  %80 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 %78, ptr %80, align 4
  %81 = load i32, ptr %80, align 4
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %83, label %85

83:                                               ; preds = %74
  %84 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %94

85:                                               ; preds = %74
  %86 = load i32, ptr %80, align 4
  %87 = icmp eq i32 %86, 1
  br i1 %87, label %88, label %90

88:                                               ; preds = %85
  %89 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %92

90:                                               ; preds = %85
  %91 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %92

92:                                               ; preds = %90, %88
  %93 = phi i32 [ %89, %88 ], [ %91, %90 ]
  br label %94

94:                                               ; preds = %83, %92
  %95 = phi i32 [ %84, %83 ], [ %93, %92 ]
  %96 = zext i32 %95 to i64
  %97 = add i64 %77, %96
  %98 = load i32, ptr %29, align 4
  %99 = addrspacecast ptr addrspace(5) %4 to ptr
  %100 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %98, ptr %100, align 4
  %101 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %102 = getelementptr inbounds i8, ptr addrspace(4) %101, i64 40
  store ptr addrspace(4) %102, ptr addrspace(5) %6, align 8
  %103 = load ptr addrspace(4), ptr addrspace(5) %6, align 8
  %104 = load i32, ptr %100, align 4
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds nuw i64, ptr addrspace(4) %103, i64 %105
  %107 = load i64, ptr addrspace(4) %106, align 8
  %108 = add i64 %97, %107
  %109 = trunc i64 %108 to i32
  store i32 %109, ptr addrspace(5) %18, align 4
  %110 = call i64 @llvm.amdgcn.s.memtime()
  store i64 %110, ptr addrspace(5) %19, align 8
  %111 = call i64 @llvm.amdgcn.s.memrealtime()
  store i64 %111, ptr addrspace(5) %20, align 8
  %112 = load ptr addrspace(1), ptr %26, align 8
  %113 = load i32, ptr addrspace(5) %18, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr addrspace(1) %112, i64 %114
  %116 = load i32, ptr addrspace(1) %115, align 4
  store i32 %116, ptr addrspace(5) %21, align 4
  store i32 0, ptr addrspace(5) %22, align 4
  br label %117

117:                                              ; preds = %126, %94
  %118 = load i32, ptr addrspace(5) %22, align 4
  %119 = load i32, ptr %27, align 4
  %120 = icmp slt i32 %118, %119
  br i1 %120, label %121, label %129

121:                                              ; preds = %117
  %122 = load i32, ptr addrspace(5) %21, align 4
  %123 = mul i32 %122, 3
  %124 = load i32, ptr addrspace(5) %22, align 4
  %125 = add i32 %123, %124
  store i32 %125, ptr addrspace(5) %21, align 4
  br label %126

126:                                              ; preds = %121
  %127 = load i32, ptr addrspace(5) %22, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr addrspace(5) %22, align 4
  br label %117

129:                                              ; preds = %117
  %130 = load i32, ptr addrspace(5) %21, align 4
  %131 = load ptr addrspace(1), ptr %26, align 8
  %132 = load i32, ptr addrspace(5) %18, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr addrspace(1) %131, i64 %133
  store i32 %130, ptr addrspace(1) %134, align 4
  %135 = call i64 @llvm.amdgcn.s.memtime()
  store i64 %135, ptr addrspace(5) %23, align 8
  %136 = call i64 @llvm.amdgcn.s.memrealtime()
  store i64 %136, ptr addrspace(5) %24, align 8
  %137 = load i64, ptr addrspace(5) %19, align 8
  %138 = load ptr addrspace(1), ptr %25, align 8
  %139 = load i32, ptr addrspace(5) %18, align 4
  %140 = mul nsw i32 4, %139
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds i64, ptr addrspace(1) %138, i64 %141
  store i64 %137, ptr addrspace(1) %142, align 8
  %143 = load i64, ptr addrspace(5) %23, align 8
  %144 = load ptr addrspace(1), ptr %25, align 8
  %145 = load i32, ptr addrspace(5) %18, align 4
  %146 = mul nsw i32 4, %145
  %147 = add nsw i32 %146, 1
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds i64, ptr addrspace(1) %144, i64 %148
  store i64 %143, ptr addrspace(1) %149, align 8
  %150 = load i64, ptr addrspace(5) %20, align 8
  %151 = load ptr addrspace(1), ptr %25, align 8
  %152 = load i32, ptr addrspace(5) %18, align 4
  %153 = mul nsw i32 4, %152
  %154 = add nsw i32 %153, 2
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds i64, ptr addrspace(1) %151, i64 %155
  store i64 %150, ptr addrspace(1) %156, align 8
  %157 = load i64, ptr addrspace(5) %24, align 8
  %158 = load ptr addrspace(1), ptr %25, align 8
  %159 = load i32, ptr addrspace(5) %18, align 4
  %160 = mul nsw i32 4, %159
  %161 = add nsw i32 %160, 3
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds i64, ptr addrspace(1) %158, i64 %162
  store i64 %157, ptr addrspace(1) %163, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rows_d16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 1 %2, ptr addrspace(1) noundef align 1 %3, ptr addrspace(1) noundef align 1 %4, ptr addrspace(1) noundef align 1 %5, ptr addrspace(1) noundef align 4 %6, ptr addrspace(1) noundef align 2 %7, ptr addrspace(1) noundef align 1 %8) #4 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
  %14 = alloca ptr addrspace(1), align 8, addrspace(5)
  %15 = alloca ptr addrspace(1), align 8, addrspace(5)
  %16 = alloca ptr addrspace(1), align 8, addrspace(5)
  %17 = alloca ptr addrspace(1), align 8, addrspace(5)
  %18 = alloca ptr addrspace(1), align 8, addrspace(5)
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  %22 = addrspacecast ptr addrspace(5) %13 to ptr
  %23 = addrspacecast ptr addrspace(5) %14 to ptr
  %24 = addrspacecast ptr addrspace(5) %15 to ptr
  %25 = addrspacecast ptr addrspace(5) %16 to ptr
  %26 = addrspacecast ptr addrspace(5) %17 to ptr
  %27 = addrspacecast ptr addrspace(5) %18 to ptr
  store ptr addrspace(1) %0, ptr %19, align 8
  store ptr addrspace(1) %1, ptr %20, align 8
  store ptr addrspace(1) %2, ptr %21, align 8
  store ptr addrspace(1) %3, ptr %22, align 8
  store ptr addrspace(1) %4, ptr %23, align 8
  store ptr addrspace(1) %5, ptr %24, align 8
  store ptr addrspace(1) %6, ptr %25, align 8
  store ptr addrspace(1) %7, ptr %26, align 8
  store ptr addrspace(1) %8, ptr %27, align 8
  %28 = load ptr addrspace(1), ptr %19, align 8
  %29 = load ptr addrspace(1), ptr %20, align 8
  %30 = load ptr addrspace(1), ptr %21, align 8
  %31 = load ptr addrspace(1), ptr %22, align 8
  %32 = load ptr addrspace(1), ptr %23, align 8
  %33 = load ptr addrspace(1), ptr %24, align 8
  %34 = load ptr addrspace(1), ptr %25, align 8
  %35 = load ptr addrspace(1), ptr %26, align 8
  %36 = load ptr addrspace(1), ptr %27, align 8
  call void @__clang_ocl_kern_imp_rows_d16(ptr addrspace(1) noundef align 2 %28, ptr addrspace(1) noundef align 2 %29, ptr addrspace(1) noundef align 1 %30, ptr addrspace(1) noundef align 1 %31, ptr addrspace(1) noundef align 1 %32, ptr addrspace(1) noundef align 1 %33, ptr addrspace(1) noundef align 4 %34, ptr addrspace(1) noundef align 2 %35, ptr addrspace(1) noundef align 1 %36) #9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_rows_d16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 1 %2, ptr addrspace(1) noundef align 1 %3, ptr addrspace(1) noundef align 1 %4, ptr addrspace(1) noundef align 1 %5, ptr addrspace(1) noundef align 4 %6, ptr addrspace(1) noundef align 2 %7, ptr addrspace(1) noundef align 1 %8) #5 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca ptr addrspace(4), align 8, addrspace(5)
  %14 = alloca i64, align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i64, align 8, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i64, align 8, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i64, align 8, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca ptr addrspace(1), align 8, addrspace(5)
  %25 = alloca ptr addrspace(1), align 8, addrspace(5)
  %26 = alloca ptr addrspace(1), align 8, addrspace(5)
  %27 = alloca ptr addrspace(1), align 8, addrspace(5)
  %28 = alloca ptr addrspace(1), align 8, addrspace(5)
  %29 = alloca ptr addrspace(1), align 8, addrspace(5)
  %30 = alloca ptr addrspace(1), align 8, addrspace(5)
  %31 = alloca ptr addrspace(1), align 8, addrspace(5)
  %32 = alloca ptr addrspace(1), align 8, addrspace(5)
  %33 = alloca i32, align 4, addrspace(5)
  %34 = alloca i32, align 4, addrspace(5)
  %35 = alloca ptr addrspace(1), align 8, addrspace(5)
  %36 = alloca <2 x i16>, align 4, addrspace(5)
  %37 = alloca <2 x i16>, align 4, addrspace(5)
  %38 = alloca <2 x i16>, align 4, addrspace(5)
  %39 = alloca <2 x i16>, align 4, addrspace(5)
  %40 = alloca <2 x i16>, align 4, addrspace(5)
  %41 = alloca i32, align 4, addrspace(5)
  %42 = alloca <2 x i16>, align 4, addrspace(5)
  %43 = addrspacecast ptr addrspace(5) %24 to ptr
  %44 = addrspacecast ptr addrspace(5) %25 to ptr
  %45 = addrspacecast ptr addrspace(5) %26 to ptr
  %46 = addrspacecast ptr addrspace(5) %27 to ptr
  %47 = addrspacecast ptr addrspace(5) %28 to ptr
  %48 = addrspacecast ptr addrspace(5) %29 to ptr
  %49 = addrspacecast ptr addrspace(5) %30 to ptr
  %50 = addrspacecast ptr addrspace(5) %31 to ptr
  %51 = addrspacecast ptr addrspace(5) %32 to ptr
  %52 = addrspacecast ptr addrspace(5) %36 to ptr
  %53 = addrspacecast ptr addrspace(5) %37 to ptr
  %54 = addrspacecast ptr addrspace(5) %38 to ptr
  %55 = addrspacecast ptr addrspace(5) %39 to ptr
  %56 = addrspacecast ptr addrspace(5) %40 to ptr
  %57 = addrspacecast ptr addrspace(5) %42 to ptr
  store ptr addrspace(1) %0, ptr %43, align 8
  store ptr addrspace(1) %1, ptr %44, align 8
  store ptr addrspace(1) %2, ptr %45, align 8
  store ptr addrspace(1) %3, ptr %46, align 8
  store ptr addrspace(1) %4, ptr %47, align 8
  store ptr addrspace(1) %5, ptr %48, align 8
  store ptr addrspace(1) %6, ptr %49, align 8
  store ptr addrspace(1) %7, ptr %50, align 8
  store ptr addrspace(1) %8, ptr %51, align 8
  %58 = addrspacecast ptr addrspace(5) %20 to ptr
  %59 = addrspacecast ptr addrspace(5) %21 to ptr
  store i32 0, ptr %59, align 4
  %60 = load i32, ptr %59, align 4
  %61 = addrspacecast ptr addrspace(5) %16 to ptr
  %62 = addrspacecast ptr addrspace(5) %17 to ptr
  store i32 %60, ptr %62, align 4
  %63 = load i32, ptr %62, align 4
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %67

65:                                               ; preds = %9
  %66 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %76

67:                                               ; preds = %9
  %68 = load i32, ptr %62, align 4
  %69 = icmp eq i32 %68, 1
  br i1 %69, label %70, label %72

70:                                               ; preds = %67
  %71 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %74

72:                                               ; preds = %67
  %73 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %74

74:                                               ; preds = %72, %70
  %75 = phi i32 [ %71, %70 ], [ %73, %72 ]
  br label %76

76:                                               ; preds = %74, %65
  %77 = phi i32 [ %66, %65 ], [ %75, %74 ]
  %78 = zext i32 %77 to i64
  %79 = load i32, ptr %59, align 4
  %80 = addrspacecast ptr addrspace(5) %14 to ptr
  %81 = addrspacecast ptr addrspace(5) %15 to ptr
  store i32 %79, ptr %81, align 4
  %82 = load i32, ptr %81, align 4
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %84, label %89

84:                                               ; preds = %76
  %85 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %86 = getelementptr i8, ptr addrspace(4) %85, i32 12
  %87 = load i16, ptr addrspace(4) %86, align 2, !range !6, !invariant.load !7, !noundef !7
  %88 = zext i16 %87 to i32
  br label %104

89:                                               ; preds = %76
  %90 = load i32, ptr %81, align 4
  %91 = icmp eq i32 %90, 1
  br i1 %91, label %92, label %97

92:                                               ; preds = %89
  %93 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %94 = getelementptr i8, ptr addrspace(4) %93, i32 14
  %95 = load i16, ptr addrspace(4) %94, align 2, !range !6, !invariant.load !7, !noundef !7
  %96 = zext i16 %95 to i32
  br label %102

97:                                               ; preds = %89
  %98 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %99 = getelementptr i8, ptr addrspace(4) %98, i32 16
  %100 = load i16, ptr addrspace(4) %99, align 2, !range !6, !invariant.load !7, !noundef !7
  %101 = zext i16 %100 to i32
  br label %102

102:                                              ; preds = %97, %92
  %103 = phi i32 [ %96, %92 ], [ %101, %97 ]
  br label %104

104:                                              ; preds = %102, %84
  %105 = phi i32 [ %88, %84 ], [ %103, %102 ]
  %106 = sext i32 %105 to i64
  %107 = mul i64 %78, %106
  %108 = load i32, ptr %59, align 4
  %109 = addrspacecast ptr addrspace(5) %18 to ptr
  %110 = addrspacecast ptr addrspace(5) %19 to ptr
  store i32 %108, ptr %110, align 4
  %111 = load i32, ptr %110, align 4
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %113, label %115

113:                                              ; preds = %104
  %114 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %124

115:                                              ; preds = %104
  %116 = load i32, ptr %110, align 4
  %117 = icmp eq i32 %116, 1
  br i1 %117, label %118, label %120

118:                                              ; preds = %115
  %119 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %122

120:                                              ; preds = %115
  %121 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %122

122:                                              ; preds = %120, %118
  %123 = phi i32 [ %119, %118 ], [ %121, %120 ]
  br label %124

124:                                              ; preds = %113, %122
  %125 = phi i32 [ %114, %113 ], [ %123, %122 ]
  %126 = zext i32 %125 to i64
  %127 = add i64 %107, %126
  %128 = load i32, ptr %59, align 4
  %129 = addrspacecast ptr addrspace(5) %11 to ptr
  %130 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 %128, ptr %130, align 4
  %131 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %132 = getelementptr inbounds i8, ptr addrspace(4) %131, i64 40
  store ptr addrspace(4) %132, ptr addrspace(5) %13, align 8
  %133 = load ptr addrspace(4), ptr addrspace(5) %13, align 8
  %134 = load i32, ptr %130, align 4
  %135 = zext i32 %134 to i64
  %136 = getelementptr inbounds nuw i64, ptr addrspace(4) %133, i64 %135
  %137 = load i64, ptr addrspace(4) %136, align 8
  %138 = add i64 %127, %137
  %139 = trunc i64 %138 to i32
  store i32 %139, ptr addrspace(5) %33, align 4
  %140 = addrspacecast ptr addrspace(5) %22 to ptr
  %141 = addrspacecast ptr addrspace(5) %23 to ptr
  store i32 0, ptr %141, align 4
  %142 = load i32, ptr %141, align 4
  %143 = icmp eq i32 %142, 0
  br i1 %143, label %144, label %146

144:                                              ; preds = %124
  %145 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %155

146:                                              ; preds = %124
  %147 = load i32, ptr %141, align 4
  %148 = icmp eq i32 %147, 1
  br i1 %148, label %149, label %151

149:                                              ; preds = %146
  %150 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %153

151:                                              ; preds = %146
  %152 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %153

153:                                              ; preds = %151, %149
  %154 = phi i32 [ %150, %149 ], [ %152, %151 ]
  br label %155

155:                                              ; preds = %144, %153
  %156 = phi i32 [ %145, %144 ], [ %154, %153 ]
  %157 = zext i32 %156 to i64
  %158 = trunc i64 %157 to i32
  store i32 %158, ptr addrspace(5) %34, align 4
  %159 = load ptr addrspace(1), ptr %44, align 8
  %160 = load i32, ptr addrspace(5) %33, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds i16, ptr addrspace(1) %159, i64 %161
  %163 = load i16, ptr addrspace(1) %162, align 2
  %164 = load i32, ptr addrspace(5) %34, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [64 x i16], ptr addrspace(3) @rows_d16.lh, i64 0, i64 %165
  store i16 %163, ptr addrspace(3) %166, align 2
  %167 = load ptr addrspace(1), ptr %48, align 8
  %168 = load i32, ptr addrspace(5) %33, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds i8, ptr addrspace(1) %167, i64 %169
  %171 = load i8, ptr addrspace(1) %170, align 1
  %172 = load i32, ptr addrspace(5) %34, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [64 x i8], ptr addrspace(3) @rows_d16.ls, i64 0, i64 %173
  store i8 %171, ptr addrspace(3) %174, align 1
  %175 = load ptr addrspace(1), ptr %46, align 8
  %176 = load i32, ptr addrspace(5) %33, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds i8, ptr addrspace(1) %175, i64 %177
  %179 = load i8, ptr addrspace(1) %178, align 1
  %180 = load i32, ptr addrspace(5) %34, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [64 x i8], ptr addrspace(3) @rows_d16.lu, i64 0, i64 %181
  store i8 %179, ptr addrspace(3) %182, align 1
  %183 = addrspacecast ptr addrspace(5) %10 to ptr
  store i32 1, ptr %183, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %184 = load ptr addrspace(1), ptr %49, align 8
  %185 = load i32, ptr addrspace(5) %33, align 4
  %186 = mul nsw i32 6, %185
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds i32, ptr addrspace(1) %184, i64 %187
  store ptr addrspace(1) %188, ptr addrspace(5) %35, align 8
  %189 = load ptr addrspace(1), ptr %43, align 8
  %190 = load i32, ptr addrspace(5) %33, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds i16, ptr addrspace(1) %189, i64 %191
  %193 = load i16, ptr addrspace(1) %192, align 2
  %194 = insertelement <2 x i16> poison, i16 %193, i32 0
  %195 = load ptr addrspace(1), ptr %44, align 8
  %196 = load i32, ptr addrspace(5) %33, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds i16, ptr addrspace(1) %195, i64 %197
  %199 = load i16, ptr addrspace(1) %198, align 2
  %200 = insertelement <2 x i16> %194, i16 %199, i32 1
  store <2 x i16> %200, ptr %52, align 4
  %201 = load <2 x i16>, ptr %52, align 4
  %202 = bitcast <2 x i16> %201 to i32
  %203 = load ptr addrspace(1), ptr addrspace(5) %35, align 8
  %204 = getelementptr inbounds i32, ptr addrspace(1) %203, i64 0
  store i32 %202, ptr addrspace(1) %204, align 4
  %205 = load ptr addrspace(1), ptr %47, align 8
  %206 = load i32, ptr addrspace(5) %33, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds i8, ptr addrspace(1) %205, i64 %207
  %209 = load i8, ptr addrspace(1) %208, align 1
  %210 = sext i8 %209 to i16
  %211 = insertelement <2 x i16> poison, i16 %210, i32 0
  %212 = load ptr addrspace(1), ptr %48, align 8
  %213 = load i32, ptr addrspace(5) %33, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds i8, ptr addrspace(1) %212, i64 %214
  %216 = load i8, ptr addrspace(1) %215, align 1
  %217 = sext i8 %216 to i16
  %218 = insertelement <2 x i16> %211, i16 %217, i32 1
  store <2 x i16> %218, ptr %53, align 4
  %219 = load <2 x i16>, ptr %53, align 4
  %220 = bitcast <2 x i16> %219 to i32
  %221 = load ptr addrspace(1), ptr addrspace(5) %35, align 8
  %222 = getelementptr inbounds i32, ptr addrspace(1) %221, i64 1
  store i32 %220, ptr addrspace(1) %222, align 4
  %223 = load ptr addrspace(1), ptr %45, align 8
  %224 = load i32, ptr addrspace(5) %33, align 4
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds i8, ptr addrspace(1) %223, i64 %225
  %227 = load i8, ptr addrspace(1) %226, align 1
  %228 = zext i8 %227 to i16
  %229 = insertelement <2 x i16> poison, i16 %228, i32 0
  %230 = load ptr addrspace(1), ptr %46, align 8
  %231 = load i32, ptr addrspace(5) %33, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds i8, ptr addrspace(1) %230, i64 %232
  %234 = load i8, ptr addrspace(1) %233, align 1
  %235 = zext i8 %234 to i16
  %236 = insertelement <2 x i16> %229, i16 %235, i32 1
  store <2 x i16> %236, ptr %54, align 4
  %237 = load <2 x i16>, ptr %54, align 4
  %238 = bitcast <2 x i16> %237 to i32
  %239 = load ptr addrspace(1), ptr addrspace(5) %35, align 8
  %240 = getelementptr inbounds i32, ptr addrspace(1) %239, i64 2
  store i32 %238, ptr addrspace(1) %240, align 4
  %241 = load i32, ptr addrspace(5) %34, align 4
  %242 = sub nsw i32 63, %241
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds [64 x i8], ptr addrspace(3) @rows_d16.ls, i64 0, i64 %243
  %245 = load i8, ptr addrspace(3) %244, align 1
  %246 = sext i8 %245 to i16
  %247 = insertelement <2 x i16> poison, i16 %246, i32 0
  %248 = load i32, ptr addrspace(5) %34, align 4
  %249 = sub nsw i32 63, %248
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds [64 x i16], ptr addrspace(3) @rows_d16.lh, i64 0, i64 %250
  %252 = load i16, ptr addrspace(3) %251, align 2
  %253 = insertelement <2 x i16> %247, i16 %252, i32 1
  store <2 x i16> %253, ptr %55, align 4
  %254 = load <2 x i16>, ptr %55, align 4
  %255 = bitcast <2 x i16> %254 to i32
  %256 = load ptr addrspace(1), ptr addrspace(5) %35, align 8
  %257 = getelementptr inbounds i32, ptr addrspace(1) %256, i64 3
  store i32 %255, ptr addrspace(1) %257, align 4
  %258 = load i32, ptr addrspace(5) %34, align 4
  %259 = xor i32 %258, 1
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds [64 x i16], ptr addrspace(3) @rows_d16.lh, i64 0, i64 %260
  %262 = load i16, ptr addrspace(3) %261, align 2
  %263 = insertelement <2 x i16> poison, i16 %262, i32 0
  %264 = load i32, ptr addrspace(5) %34, align 4
  %265 = sub nsw i32 63, %264
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds [64 x i8], ptr addrspace(3) @rows_d16.lu, i64 0, i64 %266
  %268 = load i8, ptr addrspace(3) %267, align 1
  %269 = zext i8 %268 to i16
  %270 = insertelement <2 x i16> %263, i16 %269, i32 1
  store <2 x i16> %270, ptr %56, align 4
  %271 = load <2 x i16>, ptr %56, align 4
  %272 = bitcast <2 x i16> %271 to i32
  %273 = load ptr addrspace(1), ptr addrspace(5) %35, align 8
  %274 = getelementptr inbounds i32, ptr addrspace(1) %273, i64 4
  store i32 %272, ptr addrspace(1) %274, align 4
  %275 = load ptr addrspace(1), ptr addrspace(5) %35, align 8
  %276 = getelementptr inbounds i32, ptr addrspace(1) %275, i64 0
  %277 = load i32, ptr addrspace(1) %276, align 4
  %278 = mul i32 %277, -1640531527
  store i32 %278, ptr addrspace(5) %41, align 4
  %279 = load i32, ptr addrspace(5) %41, align 4
  %280 = lshr i32 %279, 16
  %281 = trunc i32 %280 to i16
  %282 = load ptr addrspace(1), ptr %50, align 8
  %283 = load i32, ptr addrspace(5) %33, align 4
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds i16, ptr addrspace(1) %282, i64 %284
  store i16 %281, ptr addrspace(1) %285, align 2
  %286 = load i32, ptr addrspace(5) %41, align 4
  %287 = lshr i32 %286, 16
  %288 = trunc i32 %287 to i8
  %289 = load ptr addrspace(1), ptr %51, align 8
  %290 = load i32, ptr addrspace(5) %33, align 4
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds i8, ptr addrspace(1) %289, i64 %291
  store i8 %288, ptr addrspace(1) %292, align 1
  %293 = load ptr addrspace(1), ptr %47, align 8
  %294 = load i32, ptr addrspace(5) %33, align 4
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds i8, ptr addrspace(1) %293, i64 %295
  %297 = load i8, ptr addrspace(1) %296, align 1
  %298 = sext i8 %297 to i16
  %299 = insertelement <2 x i16> poison, i16 %298, i32 0
  %300 = load i32, ptr addrspace(5) %34, align 4
  %301 = sext i32 %300 to i64
  %302 = getelementptr inbounds [64 x i8], ptr addrspace(3) @rows_d16.lu, i64 0, i64 %301
  %303 = load i8, ptr addrspace(3) %302, align 1
  %304 = zext i8 %303 to i16
  %305 = insertelement <2 x i16> %299, i16 %304, i32 1
  store <2 x i16> %305, ptr %57, align 4
  %306 = load <2 x i16>, ptr %57, align 4
  %307 = bitcast <2 x i16> %306 to i32
  %308 = load ptr addrspace(1), ptr addrspace(5) %35, align 8
  %309 = getelementptr inbounds i32, ptr addrspace(1) %308, i64 5
  store i32 %307, ptr addrspace(1) %309, align 4
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sad.u8(i32, i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.msad.u8(i32, i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sad.hi.u8(i32, i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sad.u16(i32, i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.amdgcn.fract.f64(double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.amdgcn.trig.preop.f64(double, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i64 @llvm.amdgcn.s.memtime() #7

; Function Attrs: nocallback nofree nounwind willreturn
declare i64 @llvm.amdgcn.s.memrealtime() #8

attributes #0 = { alwaysinline convergent norecurse nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
attributes #4 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #5 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn }
attributes #8 = { nocallback nofree nounwind willreturn }
attributes #9 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{i16 1, i16 1025}
!7 = !{}
!8 = !{i32 1, i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"uint*", !"uint*", !"uint*", !"uint*"}
!11 = !{!"const", !"const", !"const", !""}
!12 = !{i32 1, i32 1}
!13 = !{!"none", !"none"}
!14 = !{!"double*", !"double*"}
!15 = !{!"const", !""}
!16 = !{i32 1, i32 1, i32 0}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"ulong*", !"uint*", !"int"}
!19 = !{!"", !"", !""}
!20 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!21 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!22 = !{!"ushort*", !"ushort*", !"uchar*", !"uchar*", !"char*", !"char*", !"uint*", !"ushort*", !"uchar*"}
!23 = !{!"const", !"const", !"const", !"const", !"const", !"const", !"", !"", !""}
