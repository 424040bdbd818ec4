; ModuleID = 'sim/tests/kernels/halves.cl'
source_filename = "sim/tests/kernels/halves.cl"
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
define protected amdgpu_kernel void @halves_mad(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 2 %2, ptr addrspace(1) noundef align 4 %3) #4 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
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
  call void @__clang_ocl_kern_imp_halves_mad(ptr addrspace(1) noundef align 2 %13, ptr addrspace(1) noundef align 2 %14, ptr addrspace(1) noundef align 2 %15, ptr addrspace(1) noundef align 4 %16) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_halves_mad(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 2 %2, ptr addrspace(1) noundef align 4 %3) #5 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
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
  %114 = getelementptr inbounds half, ptr addrspace(1) %111, i64 %113
  %115 = load half, ptr addrspace(1) %114, align 2
  store half %115, ptr addrspace(5) %21, align 2
  %116 = load ptr addrspace(1), ptr %26, align 8
  %117 = load i32, ptr addrspace(5) %20, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds half, ptr addrspace(1) %116, i64 %118
  %120 = load half, ptr addrspace(1) %119, align 2
  store half %120, ptr addrspace(5) %22, align 2
  %121 = load ptr addrspace(1), ptr %27, align 8
  %122 = load i32, ptr addrspace(5) %20, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds half, ptr addrspace(1) %121, i64 %123
  %125 = load half, ptr addrspace(1) %124, align 2
  store half %125, ptr addrspace(5) %23, align 2
  %126 = load ptr addrspace(1), ptr %28, align 8
  %127 = load i32, ptr addrspace(5) %20, align 4
  %128 = mul nsw i32 4, %127
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr addrspace(1) %126, i64 %129
  store ptr addrspace(1) %130, ptr addrspace(5) %24, align 8
  %131 = load half, ptr addrspace(5) %21, align 2
  %132 = load half, ptr addrspace(5) %22, align 2
  %133 = load half, ptr addrspace(5) %23, align 2
  %134 = call half @llvm.fmuladd.f16(half %131, half %132, half %133)
  %135 = bitcast half %134 to i16
  %136 = zext i16 %135 to i32
  %137 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %138 = getelementptr inbounds i32, ptr addrspace(1) %137, i64 0
  store i32 %136, ptr addrspace(1) %138, align 4
  %139 = load half, ptr addrspace(5) %21, align 2
  %140 = load half, ptr addrspace(5) %23, align 2
  %141 = call half @llvm.fmuladd.f16(half %139, half 0xH4300, half %140)
  %142 = bitcast half %141 to i16
  %143 = zext i16 %142 to i32
  %144 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %145 = getelementptr inbounds i32, ptr addrspace(1) %144, i64 1
  store i32 %143, ptr addrspace(1) %145, align 4
  %146 = load half, ptr addrspace(5) %21, align 2
  %147 = load half, ptr addrspace(5) %22, align 2
  %148 = call half @llvm.fmuladd.f16(half %146, half %147, half 0xH3D00)
  %149 = bitcast half %148 to i16
  %150 = zext i16 %149 to i32
  %151 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %152 = getelementptr inbounds i32, ptr addrspace(1) %151, i64 2
  store i32 %150, ptr addrspace(1) %152, align 4
  %153 = load half, ptr addrspace(5) %21, align 2
  %154 = load half, ptr addrspace(5) %22, align 2
  %155 = fadd half %153, %154
  %156 = bitcast half %155 to i16
  %157 = zext i16 %156 to i32
  %158 = load half, ptr addrspace(5) %21, align 2
  %159 = load half, ptr addrspace(5) %22, align 2
  %160 = load half, ptr addrspace(5) %23, align 2
  %161 = call half @llvm.fmuladd.f16(half %158, half %159, half %160)
  %162 = bitcast half %161 to i16
  %163 = zext i16 %162 to i32
  %164 = shl i32 %163, 16
  %165 = or i32 %157, %164
  %166 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %167 = getelementptr inbounds i32, ptr addrspace(1) %166, i64 3
  store i32 %165, ptr addrspace(1) %167, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @halves_pk(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #4 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(1) %2, ptr %9, align 8
  %10 = load ptr addrspace(1), ptr %7, align 8
  %11 = load ptr addrspace(1), ptr %8, align 8
  %12 = load ptr addrspace(1), ptr %9, align 8
  call void @__clang_ocl_kern_imp_halves_pk(ptr addrspace(1) noundef align 4 %10, ptr addrspace(1) noundef align 4 %11, ptr addrspace(1) noundef align 4 %12) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_halves_pk(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #5 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
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
  %17 = alloca ptr addrspace(1), align 8, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca float, align 4, addrspace(5)
  %21 = alloca ptr addrspace(1), align 8, addrspace(5)
  %22 = addrspacecast ptr addrspace(5) %15 to ptr
  %23 = addrspacecast ptr addrspace(5) %16 to ptr
  %24 = addrspacecast ptr addrspace(5) %17 to ptr
  store ptr addrspace(1) %0, ptr %22, align 8
  store ptr addrspace(1) %1, ptr %23, align 8
  store ptr addrspace(1) %2, ptr %24, align 8
  %25 = addrspacecast ptr addrspace(5) %13 to ptr
  %26 = addrspacecast ptr addrspace(5) %14 to ptr
  store i32 0, ptr %26, align 4
  %27 = load i32, ptr %26, align 4
  %28 = addrspacecast ptr addrspace(5) %9 to ptr
  %29 = addrspacecast ptr addrspace(5) %10 to ptr
  store i32 %27, ptr %29, align 4
  %30 = load i32, ptr %29, align 4
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %34

32:                                               ; preds = %3
  %33 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %43

34:                                               ; preds = %3
  %35 = load i32, ptr %29, align 4
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %39

37:                                               ; preds = %34
  %38 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %41

39:                                               ; preds = %34
  %40 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %41

41:                                               ; preds = %39, %37
  %42 = phi i32 [ %38, %37 ], [ %40, %39 ]
  br label %43

43:                                               ; preds = %41, %32
  %44 = phi i32 [ %33, %32 ], [ %42, %41 ]
  %45 = zext i32 %44 to i64
  %46 = load i32, ptr %26, align 4
  %47 = addrspacecast ptr addrspace(5) %7 to ptr
  %48 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 %46, ptr %48, align 4
  %49 = load i32, ptr %48, align 4
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %51, label %56

51:                                               ; preds = %43
  %52 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %53 = getelementptr i8, ptr addrspace(4) %52, i32 12
  %54 = load i16, ptr addrspace(4) %53, align 2, !range !6, !invariant.load !7, !noundef !7
  %55 = zext i16 %54 to i32
  br label %71

56:                                               ; preds = %43
  %57 = load i32, ptr %48, align 4
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %64

59:                                               ; preds = %56
  %60 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %61 = getelementptr i8, ptr addrspace(4) %60, i32 14
  %62 = load i16, ptr addrspace(4) %61, align 2, !range !6, !invariant.load !7, !noundef !7
  %63 = zext i16 %62 to i32
  br label %69

64:                                               ; preds = %56
  %65 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %66 = getelementptr i8, ptr addrspace(4) %65, i32 16
  %67 = load i16, ptr addrspace(4) %66, align 2, !range !6, !invariant.load !7, !noundef !7
  %68 = zext i16 %67 to i32
  br label %69

69:                                               ; preds = %64, %59
  %70 = phi i32 [ %63, %59 ], [ %68, %64 ]
  br label %71

71:                                               ; preds = %69, %51
  %72 = phi i32 [ %55, %51 ], [ %70, %69 ]
  %73 = sext i32 %72 to i64
  %74 = mul i64 %45, %73
  %75 = load i32, ptr %26, align 4
  %76 = addrspacecast ptr addrspace(5) %11 to ptr
  %77 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 %75, ptr %77, align 4
  %78 = load i32, ptr %77, align 4
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %82

80:                                               ; preds = %71
  %81 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %91

82:                                               ; preds = %71
  %83 = load i32, ptr %77, align 4
  %84 = icmp eq i32 %83, 1
  br i1 %84, label %85, label %87

85:                                               ; preds = %82
  %86 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %89

87:                                               ; preds = %82
  %88 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %89

89:                                               ; preds = %87, %85
  %90 = phi i32 [ %86, %85 ], [ %88, %87 ]
  br label %91

91:                                               ; preds = %80, %89
  %92 = phi i32 [ %81, %80 ], [ %90, %89 ]
  %93 = zext i32 %92 to i64
  %94 = add i64 %74, %93
  %95 = load i32, ptr %26, align 4
  %96 = addrspacecast ptr addrspace(5) %4 to ptr
  %97 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %95, ptr %97, align 4
  %98 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %99 = getelementptr inbounds i8, ptr addrspace(4) %98, i64 40
  store ptr addrspace(4) %99, ptr addrspace(5) %6, align 8
  %100 = load ptr addrspace(4), ptr addrspace(5) %6, align 8
  %101 = load i32, ptr %97, align 4
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds nuw i64, ptr addrspace(4) %100, i64 %102
  %104 = load i64, ptr addrspace(4) %103, align 8
  %105 = add i64 %94, %104
  %106 = trunc i64 %105 to i32
  store i32 %106, ptr addrspace(5) %18, align 4
  %107 = load ptr addrspace(1), ptr %22, align 8
  %108 = load i32, ptr addrspace(5) %18, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr addrspace(1) %107, i64 %109
  %111 = load float, ptr addrspace(1) %110, align 4
  store float %111, ptr addrspace(5) %19, align 4
  %112 = load ptr addrspace(1), ptr %23, align 8
  %113 = load i32, ptr addrspace(5) %18, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds float, ptr addrspace(1) %112, i64 %114
  %116 = load float, ptr addrspace(1) %115, align 4
  store float %116, ptr addrspace(5) %20, align 4
  %117 = load ptr addrspace(1), ptr %24, align 8
  %118 = load i32, ptr addrspace(5) %18, align 4
  %119 = mul nsw i32 5, %118
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i32, ptr addrspace(1) %117, i64 %120
  store ptr addrspace(1) %121, ptr addrspace(5) %21, align 8
  %122 = load float, ptr addrspace(5) %19, align 4
  %123 = load float, ptr addrspace(5) %20, align 4
  %124 = call <2 x i16> @llvm.amdgcn.cvt.pknorm.i16(float %122, float %123)
  %125 = bitcast <2 x i16> %124 to i32
  %126 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %127 = getelementptr inbounds i32, ptr addrspace(1) %126, i64 0
  store i32 %125, ptr addrspace(1) %127, align 4
  %128 = load float, ptr addrspace(5) %19, align 4
  %129 = load float, ptr addrspace(5) %20, align 4
  %130 = call <2 x i16> @llvm.amdgcn.cvt.pknorm.u16(float %128, float %129)
  %131 = bitcast <2 x i16> %130 to i32
  %132 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %133 = getelementptr inbounds i32, ptr addrspace(1) %132, i64 1
  store i32 %131, ptr addrspace(1) %133, align 4
  %134 = load float, ptr addrspace(5) %19, align 4
  %135 = bitcast float %134 to i32
  %136 = load float, ptr addrspace(5) %20, align 4
  %137 = bitcast float %136 to i32
  %138 = call <2 x i16> @llvm.amdgcn.cvt.pk.i16(i32 %135, i32 %137)
  %139 = bitcast <2 x i16> %138 to i32
  %140 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %141 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 2
  store i32 %139, ptr addrspace(1) %141, align 4
  %142 = load float, ptr addrspace(5) %19, align 4
  %143 = bitcast float %142 to i32
  %144 = load float, ptr addrspace(5) %20, align 4
  %145 = bitcast float %144 to i32
  %146 = call <2 x i16> @llvm.amdgcn.cvt.pk.u16(i32 %143, i32 %145)
  %147 = bitcast <2 x i16> %146 to i32
  %148 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %149 = getelementptr inbounds i32, ptr addrspace(1) %148, i64 3
  store i32 %147, ptr addrspace(1) %149, align 4
  %150 = load float, ptr addrspace(5) %19, align 4
  %151 = load i32, ptr addrspace(5) %18, align 4
  %152 = and i32 %151, 3
  %153 = load float, ptr addrspace(5) %20, align 4
  %154 = bitcast float %153 to i32
  %155 = call i32 @llvm.amdgcn.cvt.pk.u8.f32(float %150, i32 %152, i32 %154)
  %156 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %157 = getelementptr inbounds i32, ptr addrspace(1) %156, i64 4
  store i32 %155, ptr addrspace(1) %157, align 4
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.amdgcn.cvt.pknorm.i16(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.amdgcn.cvt.pknorm.u16(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.amdgcn.cvt.pk.i16(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.amdgcn.cvt.pk.u16(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.cvt.pk.u8.f32(float, i32, i32) #6

attributes #0 = { alwaysinline convergent norecurse nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
attributes #4 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #5 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind }

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
!10 = !{!"half*", !"half*", !"half*", !"uint*"}
!11 = !{!"const", !"const", !"const", !""}
!12 = !{i32 1, i32 1, i32 1}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"float*", !"float*", !"uint*"}
!15 = !{!"const", !"const", !""}
