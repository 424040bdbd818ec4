; ModuleID = 'sim/tests/kernels/nan.cl'
source_filename = "sim/tests/kernels/nan.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1

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
define protected amdgpu_kernel void @nan_f16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 2 %2, ptr addrspace(1) noundef align 2 %3) #4 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
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
  call void @__clang_ocl_kern_imp_nan_f16(ptr addrspace(1) noundef align 2 %13, ptr addrspace(1) noundef align 2 %14, ptr addrspace(1) noundef align 2 %15, ptr addrspace(1) noundef align 2 %16) #8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_nan_f16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 2 %2, ptr addrspace(1) noundef align 2 %3) #5 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
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
  %21 = alloca half, align 2, addrspace(5)
  %22 = alloca half, align 2, addrspace(5)
  %23 = alloca half, align 2, addrspace(5)
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
  %114 = getelementptr inbounds i16, ptr addrspace(1) %111, i64 %113
  %115 = load i16, ptr addrspace(1) %114, align 2
  %116 = bitcast i16 %115 to half
  store half %116, ptr addrspace(5) %21, align 2
  %117 = load ptr addrspace(1), ptr %26, align 8
  %118 = load i32, ptr addrspace(5) %20, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i16, ptr addrspace(1) %117, i64 %119
  %121 = load i16, ptr addrspace(1) %120, align 2
  %122 = bitcast i16 %121 to half
  store half %122, ptr addrspace(5) %22, align 2
  %123 = load ptr addrspace(1), ptr %27, align 8
  %124 = load i32, ptr addrspace(5) %20, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i16, ptr addrspace(1) %123, i64 %125
  %127 = load i16, ptr addrspace(1) %126, align 2
  %128 = bitcast i16 %127 to half
  store half %128, ptr addrspace(5) %23, align 2
  %129 = load ptr addrspace(1), ptr %28, align 8
  %130 = load i32, ptr addrspace(5) %20, align 4
  %131 = mul nsw i32 8, %130
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i16, ptr addrspace(1) %129, i64 %132
  store ptr addrspace(1) %133, ptr addrspace(5) %24, align 8
  %134 = load half, ptr addrspace(5) %21, align 2
  %135 = call half @llvm.canonicalize.f16(half %134)
  %136 = bitcast half %135 to i16
  %137 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %138 = getelementptr inbounds i16, ptr addrspace(1) %137, i64 0
  store i16 %136, ptr addrspace(1) %138, align 2
  %139 = load half, ptr addrspace(5) %21, align 2
  %140 = load half, ptr addrspace(5) %22, align 2
  %141 = call half @_Z4fminDhDh(half noundef %139, half noundef %140) #9
  %142 = bitcast half %141 to i16
  %143 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %144 = getelementptr inbounds i16, ptr addrspace(1) %143, i64 1
  store i16 %142, ptr addrspace(1) %144, align 2
  %145 = load half, ptr addrspace(5) %21, align 2
  %146 = load half, ptr addrspace(5) %22, align 2
  %147 = call half @_Z4fmaxDhDh(half noundef %145, half noundef %146) #9
  %148 = bitcast half %147 to i16
  %149 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %150 = getelementptr inbounds i16, ptr addrspace(1) %149, i64 2
  store i16 %148, ptr addrspace(1) %150, align 2
  %151 = load half, ptr addrspace(5) %21, align 2
  %152 = load half, ptr addrspace(5) %22, align 2
  %153 = call half @_Z4fminDhDh(half noundef %151, half noundef %152) #9
  %154 = load half, ptr addrspace(5) %23, align 2
  %155 = call half @_Z4fminDhDh(half noundef %153, half noundef %154) #9
  %156 = bitcast half %155 to i16
  %157 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %158 = getelementptr inbounds i16, ptr addrspace(1) %157, i64 3
  store i16 %156, ptr addrspace(1) %158, align 2
  %159 = load half, ptr addrspace(5) %21, align 2
  %160 = load half, ptr addrspace(5) %22, align 2
  %161 = call half @_Z4fmaxDhDh(half noundef %159, half noundef %160) #9
  %162 = load half, ptr addrspace(5) %23, align 2
  %163 = call half @_Z4fmaxDhDh(half noundef %161, half noundef %162) #9
  %164 = bitcast half %163 to i16
  %165 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %166 = getelementptr inbounds i16, ptr addrspace(1) %165, i64 4
  store i16 %164, ptr addrspace(1) %166, align 2
  %167 = load half, ptr addrspace(5) %21, align 2
  %168 = load half, ptr addrspace(5) %22, align 2
  %169 = load half, ptr addrspace(5) %23, align 2
  %170 = call half @llvm.amdgcn.fmed3.f16(half %167, half %168, half %169)
  %171 = bitcast half %170 to i16
  %172 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %173 = getelementptr inbounds i16, ptr addrspace(1) %172, i64 5
  store i16 %171, ptr addrspace(1) %173, align 2
  %174 = load half, ptr addrspace(5) %23, align 2
  %175 = load half, ptr addrspace(5) %21, align 2
  %176 = load half, ptr addrspace(5) %22, align 2
  %177 = call half @llvm.amdgcn.fmed3.f16(half %174, half %175, half %176)
  %178 = bitcast half %177 to i16
  %179 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %180 = getelementptr inbounds i16, ptr addrspace(1) %179, i64 6
  store i16 %178, ptr addrspace(1) %180, align 2
  %181 = load half, ptr addrspace(5) %21, align 2
  %182 = load half, ptr addrspace(5) %22, align 2
  %183 = fmul half %181, %182
  %184 = bitcast half %183 to i16
  %185 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %186 = getelementptr inbounds i16, ptr addrspace(1) %185, i64 7
  store i16 %184, ptr addrspace(1) %186, align 2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @nan_f32(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #4 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !11 {
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
  call void @__clang_ocl_kern_imp_nan_f32(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, ptr addrspace(1) noundef align 4 %16) #8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_nan_f32(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #5 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !11 {
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
  %21 = alloca float, align 4, addrspace(5)
  %22 = alloca float, align 4, addrspace(5)
  %23 = alloca float, align 4, addrspace(5)
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
  %116 = bitcast i32 %115 to float
  store float %116, ptr addrspace(5) %21, align 4
  %117 = load ptr addrspace(1), ptr %26, align 8
  %118 = load i32, ptr addrspace(5) %20, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i32, ptr addrspace(1) %117, i64 %119
  %121 = load i32, ptr addrspace(1) %120, align 4
  %122 = bitcast i32 %121 to float
  store float %122, ptr addrspace(5) %22, align 4
  %123 = load ptr addrspace(1), ptr %27, align 8
  %124 = load i32, ptr addrspace(5) %20, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i32, ptr addrspace(1) %123, i64 %125
  %127 = load i32, ptr addrspace(1) %126, align 4
  %128 = bitcast i32 %127 to float
  store float %128, ptr addrspace(5) %23, align 4
  %129 = load ptr addrspace(1), ptr %28, align 8
  %130 = load i32, ptr addrspace(5) %20, align 4
  %131 = mul nsw i32 6, %130
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr addrspace(1) %129, i64 %132
  store ptr addrspace(1) %133, ptr addrspace(5) %24, align 8
  %134 = load float, ptr addrspace(5) %21, align 4
  %135 = call float @llvm.canonicalize.f32(float %134)
  %136 = bitcast float %135 to i32
  %137 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %138 = getelementptr inbounds i32, ptr addrspace(1) %137, i64 0
  store i32 %136, ptr addrspace(1) %138, align 4
  %139 = load float, ptr addrspace(5) %21, align 4
  %140 = load float, ptr addrspace(5) %22, align 4
  %141 = call float @_Z4fminff(float noundef %139, float noundef %140) #9
  %142 = bitcast float %141 to i32
  %143 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %144 = getelementptr inbounds i32, ptr addrspace(1) %143, i64 1
  store i32 %142, ptr addrspace(1) %144, align 4
  %145 = load float, ptr addrspace(5) %21, align 4
  %146 = load float, ptr addrspace(5) %22, align 4
  %147 = call float @_Z4fmaxff(float noundef %145, float noundef %146) #9
  %148 = bitcast float %147 to i32
  %149 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %150 = getelementptr inbounds i32, ptr addrspace(1) %149, i64 2
  store i32 %148, ptr addrspace(1) %150, align 4
  %151 = load float, ptr addrspace(5) %21, align 4
  %152 = load float, ptr addrspace(5) %22, align 4
  %153 = call float @_Z4fminff(float noundef %151, float noundef %152) #9
  %154 = load float, ptr addrspace(5) %23, align 4
  %155 = call float @_Z4fminff(float noundef %153, float noundef %154) #9
  %156 = bitcast float %155 to i32
  %157 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %158 = getelementptr inbounds i32, ptr addrspace(1) %157, i64 3
  store i32 %156, ptr addrspace(1) %158, align 4
  %159 = load float, ptr addrspace(5) %21, align 4
  %160 = load float, ptr addrspace(5) %22, align 4
  %161 = load float, ptr addrspace(5) %23, align 4
  %162 = call float @llvm.amdgcn.fmed3.f32(float %159, float %160, float %161)
  %163 = bitcast float %162 to i32
  %164 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %165 = getelementptr inbounds i32, ptr addrspace(1) %164, i64 4
  store i32 %163, ptr addrspace(1) %165, align 4
  %166 = load float, ptr addrspace(5) %23, align 4
  %167 = load float, ptr addrspace(5) %21, align 4
  %168 = load float, ptr addrspace(5) %22, align 4
  %169 = call float @llvm.amdgcn.fmed3.f32(float %166, float %167, float %168)
  %170 = bitcast float %169 to i32
  %171 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %172 = getelementptr inbounds i32, ptr addrspace(1) %171, i64 5
  store i32 %170, ptr addrspace(1) %172, align 4
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.canonicalize.f16(half) #6

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden half @_Z4fminDhDh(half noundef, half noundef) #7

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden half @_Z4fmaxDhDh(half noundef, half noundef) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.amdgcn.fmed3.f16(half, half, half) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.canonicalize.f32(float) #6

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z4fminff(float noundef, float noundef) #7

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z4fmaxff(float noundef, float noundef) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.fmed3.f32(float, float, float) #6

attributes #0 = { alwaysinline convergent norecurse nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
attributes #4 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #5 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #8 = { convergent nounwind }
attributes #9 = { convergent nounwind willreturn memory(none) }

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
!10 = !{!"ushort*", !"ushort*", !"ushort*", !"ushort*"}
!11 = !{!"const", !"const", !"const", !""}
!12 = !{!"uint*", !"uint*", !"uint*", !"uint*"}
