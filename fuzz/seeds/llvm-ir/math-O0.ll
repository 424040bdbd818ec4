; ModuleID = 'sim/tests/kernels/math.cl'
source_filename = "sim/tests/kernels/math.cl"
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
define protected amdgpu_kernel void @fdiv32(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #4 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
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
  call void @__clang_ocl_kern_imp_fdiv32(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, ptr addrspace(1) noundef align 4 %16) #9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_fdiv32(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #5 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
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
  %21 = addrspacecast ptr addrspace(5) %16 to ptr
  %22 = addrspacecast ptr addrspace(5) %17 to ptr
  %23 = addrspacecast ptr addrspace(5) %18 to ptr
  %24 = addrspacecast ptr addrspace(5) %19 to ptr
  store ptr addrspace(1) %0, ptr %21, align 8
  store ptr addrspace(1) %1, ptr %22, align 8
  store ptr addrspace(1) %2, ptr %23, align 8
  store ptr addrspace(1) %3, ptr %24, align 8
  %25 = addrspacecast ptr addrspace(5) %14 to ptr
  %26 = addrspacecast ptr addrspace(5) %15 to ptr
  store i32 0, ptr %26, align 4
  %27 = load i32, ptr %26, align 4
  %28 = addrspacecast ptr addrspace(5) %10 to ptr
  %29 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %27, ptr %29, align 4
  %30 = load i32, ptr %29, align 4
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %34

32:                                               ; preds = %4
  %33 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %43

34:                                               ; preds = %4
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
  %47 = addrspacecast ptr addrspace(5) %8 to ptr
  %48 = addrspacecast ptr addrspace(5) %9 to ptr
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
  %76 = addrspacecast ptr addrspace(5) %12 to ptr
  %77 = addrspacecast ptr addrspace(5) %13 to ptr
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
  %96 = addrspacecast ptr addrspace(5) %5 to ptr
  %97 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 %95, ptr %97, align 4
  %98 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %99 = getelementptr inbounds i8, ptr addrspace(4) %98, i64 40
  store ptr addrspace(4) %99, ptr addrspace(5) %7, align 8
  %100 = load ptr addrspace(4), ptr addrspace(5) %7, align 8
  %101 = load i32, ptr %97, align 4
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds nuw i64, ptr addrspace(4) %100, i64 %102
  %104 = load i64, ptr addrspace(4) %103, align 8
  %105 = add i64 %94, %104
  %106 = trunc i64 %105 to i32
  store i32 %106, ptr addrspace(5) %20, align 4
  %107 = load ptr addrspace(1), ptr %21, align 8
  %108 = load i32, ptr addrspace(5) %20, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr addrspace(1) %107, i64 %109
  %111 = load float, ptr addrspace(1) %110, align 4
  %112 = load ptr addrspace(1), ptr %22, align 8
  %113 = load i32, ptr addrspace(5) %20, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds float, ptr addrspace(1) %112, i64 %114
  %116 = load float, ptr addrspace(1) %115, align 4
  %117 = fdiv float %111, %116, !fpmath !12
  %118 = load ptr addrspace(1), ptr %23, align 8
  %119 = load i32, ptr addrspace(5) %20, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds float, ptr addrspace(1) %118, i64 %120
  store float %117, ptr addrspace(1) %121, align 4
  %122 = load ptr addrspace(1), ptr %22, align 8
  %123 = load i32, ptr addrspace(5) %20, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds float, ptr addrspace(1) %122, i64 %124
  %126 = load float, ptr addrspace(1) %125, align 4
  %127 = call float @llvm.sqrt.f32(float %126), !fpmath !13
  %128 = load ptr addrspace(1), ptr %24, align 8
  %129 = load i32, ptr addrspace(5) %20, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds float, ptr addrspace(1) %128, i64 %130
  store float %127, ptr addrspace(1) %131, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @fdiv64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 8 %3) #4 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !11 {
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
  call void @__clang_ocl_kern_imp_fdiv64(ptr addrspace(1) noundef align 8 %13, ptr addrspace(1) noundef align 8 %14, ptr addrspace(1) noundef align 8 %15, ptr addrspace(1) noundef align 8 %16) #9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_fdiv64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 8 %3) #5 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !11 {
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
  %21 = addrspacecast ptr addrspace(5) %16 to ptr
  %22 = addrspacecast ptr addrspace(5) %17 to ptr
  %23 = addrspacecast ptr addrspace(5) %18 to ptr
  %24 = addrspacecast ptr addrspace(5) %19 to ptr
  store ptr addrspace(1) %0, ptr %21, align 8
  store ptr addrspace(1) %1, ptr %22, align 8
  store ptr addrspace(1) %2, ptr %23, align 8
  store ptr addrspace(1) %3, ptr %24, align 8
  %25 = addrspacecast ptr addrspace(5) %14 to ptr
  %26 = addrspacecast ptr addrspace(5) %15 to ptr
  store i32 0, ptr %26, align 4
  %27 = load i32, ptr %26, align 4
  %28 = addrspacecast ptr addrspace(5) %10 to ptr
  %29 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %27, ptr %29, align 4
  %30 = load i32, ptr %29, align 4
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %34

32:                                               ; preds = %4
  %33 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %43

34:                                               ; preds = %4
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
  %47 = addrspacecast ptr addrspace(5) %8 to ptr
  %48 = addrspacecast ptr addrspace(5) %9 to ptr
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
  %76 = addrspacecast ptr addrspace(5) %12 to ptr
  %77 = addrspacecast ptr addrspace(5) %13 to ptr
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
  %96 = addrspacecast ptr addrspace(5) %5 to ptr
  %97 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 %95, ptr %97, align 4
  %98 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %99 = getelementptr inbounds i8, ptr addrspace(4) %98, i64 40
  store ptr addrspace(4) %99, ptr addrspace(5) %7, align 8
  %100 = load ptr addrspace(4), ptr addrspace(5) %7, align 8
  %101 = load i32, ptr %97, align 4
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds nuw i64, ptr addrspace(4) %100, i64 %102
  %104 = load i64, ptr addrspace(4) %103, align 8
  %105 = add i64 %94, %104
  %106 = trunc i64 %105 to i32
  store i32 %106, ptr addrspace(5) %20, align 4
  %107 = load ptr addrspace(1), ptr %21, align 8
  %108 = load i32, ptr addrspace(5) %20, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds double, ptr addrspace(1) %107, i64 %109
  %111 = load double, ptr addrspace(1) %110, align 8
  %112 = load ptr addrspace(1), ptr %22, align 8
  %113 = load i32, ptr addrspace(5) %20, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds double, ptr addrspace(1) %112, i64 %114
  %116 = load double, ptr addrspace(1) %115, align 8
  %117 = fdiv double %111, %116
  %118 = load ptr addrspace(1), ptr %23, align 8
  %119 = load i32, ptr addrspace(5) %20, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds double, ptr addrspace(1) %118, i64 %120
  store double %117, ptr addrspace(1) %121, align 8
  %122 = load ptr addrspace(1), ptr %22, align 8
  %123 = load i32, ptr addrspace(5) %20, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds double, ptr addrspace(1) %122, i64 %124
  %126 = load double, ptr addrspace(1) %125, align 8
  %127 = call double @llvm.sqrt.f64(double %126)
  %128 = load ptr addrspace(1), ptr %24, align 8
  %129 = load i32, ptr addrspace(5) %20, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds double, ptr addrspace(1) %128, i64 %130
  store double %127, ptr addrspace(1) %131, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @frexp_ldexp(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 8 %4) #4 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  %13 = addrspacecast ptr addrspace(5) %8 to ptr
  %14 = addrspacecast ptr addrspace(5) %9 to ptr
  %15 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  store ptr addrspace(1) %2, ptr %13, align 8
  store ptr addrspace(1) %3, ptr %14, align 8
  store ptr addrspace(1) %4, ptr %15, align 8
  %16 = load ptr addrspace(1), ptr %11, align 8
  %17 = load ptr addrspace(1), ptr %12, align 8
  %18 = load ptr addrspace(1), ptr %13, align 8
  %19 = load ptr addrspace(1), ptr %14, align 8
  %20 = load ptr addrspace(1), ptr %15, align 8
  call void @__clang_ocl_kern_imp_frexp_ldexp(ptr addrspace(1) noundef align 4 %16, ptr addrspace(1) noundef align 8 %17, ptr addrspace(1) noundef align 4 %18, ptr addrspace(1) noundef align 4 %19, ptr addrspace(1) noundef align 8 %20) #9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_frexp_ldexp(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 8 %4) #5 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr addrspace(4), align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i64, align 8, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca ptr addrspace(1), align 8, addrspace(5)
  %18 = alloca ptr addrspace(1), align 8, addrspace(5)
  %19 = alloca ptr addrspace(1), align 8, addrspace(5)
  %20 = alloca ptr addrspace(1), align 8, addrspace(5)
  %21 = alloca ptr addrspace(1), align 8, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = addrspacecast ptr addrspace(5) %17 to ptr
  %24 = addrspacecast ptr addrspace(5) %18 to ptr
  %25 = addrspacecast ptr addrspace(5) %19 to ptr
  %26 = addrspacecast ptr addrspace(5) %20 to ptr
  %27 = addrspacecast ptr addrspace(5) %21 to ptr
  store ptr addrspace(1) %0, ptr %23, align 8
  store ptr addrspace(1) %1, ptr %24, align 8
  store ptr addrspace(1) %2, ptr %25, align 8
  store ptr addrspace(1) %3, ptr %26, align 8
  store ptr addrspace(1) %4, ptr %27, align 8
  %28 = addrspacecast ptr addrspace(5) %15 to ptr
  %29 = addrspacecast ptr addrspace(5) %16 to ptr
  store i32 0, ptr %29, align 4
  %30 = load i32, ptr %29, align 4
  %31 = addrspacecast ptr addrspace(5) %11 to ptr
  %32 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 %30, ptr %32, align 4
  %33 = load i32, ptr %32, align 4
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %37

35:                                               ; preds = %5
  %36 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %46

37:                                               ; preds = %5
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
  %50 = addrspacecast ptr addrspace(5) %9 to ptr
  %51 = addrspacecast ptr addrspace(5) %10 to ptr
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
  %79 = addrspacecast ptr addrspace(5) %13 to ptr
  %80 = addrspacecast ptr addrspace(5) %14 to ptr
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
  %99 = addrspacecast ptr addrspace(5) %6 to ptr
  %100 = addrspacecast ptr addrspace(5) %7 to ptr
  store i32 %98, ptr %100, align 4
  %101 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %102 = getelementptr inbounds i8, ptr addrspace(4) %101, i64 40
  store ptr addrspace(4) %102, ptr addrspace(5) %8, align 8
  %103 = load ptr addrspace(4), ptr addrspace(5) %8, align 8
  %104 = load i32, ptr %100, align 4
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds nuw i64, ptr addrspace(4) %103, i64 %105
  %107 = load i64, ptr addrspace(4) %106, align 8
  %108 = add i64 %97, %107
  %109 = trunc i64 %108 to i32
  store i32 %109, ptr addrspace(5) %22, align 4
  %110 = load ptr addrspace(1), ptr %23, align 8
  %111 = load i32, ptr addrspace(5) %22, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr addrspace(1) %110, i64 %112
  %114 = load float, ptr addrspace(1) %113, align 4
  %115 = call i32 @llvm.amdgcn.frexp.exp.i32.f32(float %114)
  %116 = load ptr addrspace(1), ptr %24, align 8
  %117 = load i32, ptr addrspace(5) %22, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds double, ptr addrspace(1) %116, i64 %118
  %120 = load double, ptr addrspace(1) %119, align 8
  %121 = call i32 @llvm.amdgcn.frexp.exp.i32.f64(double %120)
  %122 = add nsw i32 %115, %121
  %123 = load ptr addrspace(1), ptr %25, align 8
  %124 = load i32, ptr addrspace(5) %22, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i32, ptr addrspace(1) %123, i64 %125
  store i32 %122, ptr addrspace(1) %126, align 4
  %127 = load ptr addrspace(1), ptr %23, align 8
  %128 = load i32, ptr addrspace(5) %22, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds float, ptr addrspace(1) %127, i64 %129
  %131 = load float, ptr addrspace(1) %130, align 4
  %132 = call float @llvm.amdgcn.frexp.mant.f32(float %131)
  %133 = load ptr addrspace(1), ptr %24, align 8
  %134 = load i32, ptr addrspace(5) %22, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds double, ptr addrspace(1) %133, i64 %135
  %137 = load double, ptr addrspace(1) %136, align 8
  %138 = call double @llvm.amdgcn.frexp.mant.f64(double %137)
  %139 = fptrunc double %138 to float
  %140 = fadd float %132, %139
  %141 = load ptr addrspace(1), ptr %26, align 8
  %142 = load i32, ptr addrspace(5) %22, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds float, ptr addrspace(1) %141, i64 %143
  store float %140, ptr addrspace(1) %144, align 4
  %145 = load ptr addrspace(1), ptr %24, align 8
  %146 = load i32, ptr addrspace(5) %22, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds double, ptr addrspace(1) %145, i64 %147
  %149 = load double, ptr addrspace(1) %148, align 8
  %150 = load i32, ptr addrspace(5) %22, align 4
  %151 = sub nsw i32 %150, 32
  %152 = call double @llvm.ldexp.f64.i32(double %149, i32 %151)
  %153 = load ptr addrspace(1), ptr %23, align 8
  %154 = load i32, ptr addrspace(5) %22, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds float, ptr addrspace(1) %153, i64 %155
  %157 = load float, ptr addrspace(1) %156, align 4
  %158 = load i32, ptr addrspace(5) %22, align 4
  %159 = sub nsw i32 5, %158
  %160 = call float @llvm.ldexp.f32.i32(float %157, i32 %159)
  %161 = fpext float %160 to double
  %162 = fadd double %152, %161
  %163 = load ptr addrspace(1), ptr %27, align 8
  %164 = load i32, ptr addrspace(5) %22, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds double, ptr addrspace(1) %163, i64 %165
  store double %162, ptr addrspace(1) %166, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @int64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2) #4 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
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
  call void @__clang_ocl_kern_imp_int64(ptr addrspace(1) noundef align 8 %10, ptr addrspace(1) noundef align 8 %11, ptr addrspace(1) noundef align 8 %12) #9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_int64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2) #5 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
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
  %19 = alloca i64, align 8, addrspace(5)
  %20 = alloca i64, align 8, addrspace(5)
  %21 = alloca i64, align 8, addrspace(5)
  %22 = alloca i64, align 8, addrspace(5)
  %23 = addrspacecast ptr addrspace(5) %15 to ptr
  %24 = addrspacecast ptr addrspace(5) %16 to ptr
  %25 = addrspacecast ptr addrspace(5) %17 to ptr
  store ptr addrspace(1) %0, ptr %23, align 8
  store ptr addrspace(1) %1, ptr %24, align 8
  store ptr addrspace(1) %2, ptr %25, align 8
  %26 = addrspacecast ptr addrspace(5) %13 to ptr
  %27 = addrspacecast ptr addrspace(5) %14 to ptr
  store i32 0, ptr %27, align 4
  %28 = load i32, ptr %27, align 4
  %29 = addrspacecast ptr addrspace(5) %9 to ptr
  %30 = addrspacecast ptr addrspace(5) %10 to ptr
  store i32 %28, ptr %30, align 4
  %31 = load i32, ptr %30, align 4
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %35

33:                                               ; preds = %3
  %34 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %44

35:                                               ; preds = %3
  %36 = load i32, ptr %30, align 4
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %40

38:                                               ; preds = %35
  %39 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %42

40:                                               ; preds = %35
  %41 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %39, %38 ], [ %41, %40 ]
  br label %44

44:                                               ; preds = %42, %33
  %45 = phi i32 [ %34, %33 ], [ %43, %42 ]
  %46 = zext i32 %45 to i64
  %47 = load i32, ptr %27, align 4
  %48 = addrspacecast ptr addrspace(5) %7 to ptr
  %49 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 %47, ptr %49, align 4
  %50 = load i32, ptr %49, align 4
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %57

52:                                               ; preds = %44
  %53 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %54 = getelementptr i8, ptr addrspace(4) %53, i32 12
  %55 = load i16, ptr addrspace(4) %54, align 2, !range !6, !invariant.load !7, !noundef !7
  %56 = zext i16 %55 to i32
  br label %72

57:                                               ; preds = %44
  %58 = load i32, ptr %49, align 4
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %65

60:                                               ; preds = %57
  %61 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %62 = getelementptr i8, ptr addrspace(4) %61, i32 14
  %63 = load i16, ptr addrspace(4) %62, align 2, !range !6, !invariant.load !7, !noundef !7
  %64 = zext i16 %63 to i32
  br label %70

65:                                               ; preds = %57
  %66 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %67 = getelementptr i8, ptr addrspace(4) %66, i32 16
  %68 = load i16, ptr addrspace(4) %67, align 2, !range !6, !invariant.load !7, !noundef !7
  %69 = zext i16 %68 to i32
  br label %70

70:                                               ; preds = %65, %60
  %71 = phi i32 [ %64, %60 ], [ %69, %65 ]
  br label %72

72:                                               ; preds = %70, %52
  %73 = phi i32 [ %56, %52 ], [ %71, %70 ]
  %74 = sext i32 %73 to i64
  %75 = mul i64 %46, %74
  %76 = load i32, ptr %27, align 4
  %77 = addrspacecast ptr addrspace(5) %11 to ptr
  %78 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 %76, ptr %78, align 4
  %79 = load i32, ptr %78, align 4
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %83

81:                                               ; preds = %72
  %82 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %92

83:                                               ; preds = %72
  %84 = load i32, ptr %78, align 4
  %85 = icmp eq i32 %84, 1
  br i1 %85, label %86, label %88

86:                                               ; preds = %83
  %87 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %90

88:                                               ; preds = %83
  %89 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %90

90:                                               ; preds = %88, %86
  %91 = phi i32 [ %87, %86 ], [ %89, %88 ]
  br label %92

92:                                               ; preds = %81, %90
  %93 = phi i32 [ %82, %81 ], [ %91, %90 ]
  %94 = zext i32 %93 to i64
  %95 = add i64 %75, %94
  %96 = load i32, ptr %27, align 4
  %97 = addrspacecast ptr addrspace(5) %4 to ptr
  %98 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %96, ptr %98, align 4
  %99 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %100 = getelementptr inbounds i8, ptr addrspace(4) %99, i64 40
  store ptr addrspace(4) %100, ptr addrspace(5) %6, align 8
  %101 = load ptr addrspace(4), ptr addrspace(5) %6, align 8
  %102 = load i32, ptr %98, align 4
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds nuw i64, ptr addrspace(4) %101, i64 %103
  %105 = load i64, ptr addrspace(4) %104, align 8
  %106 = add i64 %95, %105
  %107 = trunc i64 %106 to i32
  store i32 %107, ptr addrspace(5) %18, align 4
  %108 = load ptr addrspace(1), ptr %23, align 8
  %109 = load i32, ptr addrspace(5) %18, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i64, ptr addrspace(1) %108, i64 %110
  %112 = load i64, ptr addrspace(1) %111, align 8
  store i64 %112, ptr addrspace(5) %19, align 8
  %113 = load ptr addrspace(1), ptr %24, align 8
  %114 = load i32, ptr addrspace(5) %18, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i64, ptr addrspace(1) %113, i64 %115
  %117 = load i64, ptr addrspace(1) %116, align 8
  %118 = or i64 %117, 1
  store i64 %118, ptr addrspace(5) %20, align 8
  %119 = load i64, ptr addrspace(5) %19, align 8
  store i64 %119, ptr addrspace(5) %21, align 8
  %120 = load i64, ptr addrspace(5) %20, align 8
  store i64 %120, ptr addrspace(5) %22, align 8
  %121 = load i64, ptr addrspace(5) %19, align 8
  %122 = load i64, ptr addrspace(5) %20, align 8
  %123 = mul i64 %121, %122
  %124 = load ptr addrspace(1), ptr %25, align 8
  %125 = load i32, ptr addrspace(5) %18, align 4
  %126 = mul nsw i32 8, %125
  %127 = add nsw i32 %126, 0
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i64, ptr addrspace(1) %124, i64 %128
  store i64 %123, ptr addrspace(1) %129, align 8
  %130 = load i64, ptr addrspace(5) %19, align 8
  %131 = mul i64 %130, 3
  %132 = load i64, ptr addrspace(5) %20, align 8
  %133 = lshr i64 %132, 3
  %134 = sub i64 %131, %133
  %135 = load ptr addrspace(1), ptr %25, align 8
  %136 = load i32, ptr addrspace(5) %18, align 4
  %137 = mul nsw i32 8, %136
  %138 = add nsw i32 %137, 1
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds i64, ptr addrspace(1) %135, i64 %139
  store i64 %134, ptr addrspace(1) %140, align 8
  %141 = load i64, ptr addrspace(5) %21, align 8
  %142 = load i64, ptr addrspace(5) %20, align 8
  %143 = trunc i64 %142 to i32
  %144 = sext i32 %143 to i64
  %145 = mul nsw i64 %141, %144
  %146 = load ptr addrspace(1), ptr %25, align 8
  %147 = load i32, ptr addrspace(5) %18, align 4
  %148 = mul nsw i32 8, %147
  %149 = add nsw i32 %148, 2
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds i64, ptr addrspace(1) %146, i64 %150
  store i64 %145, ptr addrspace(1) %151, align 8
  %152 = load i64, ptr addrspace(5) %19, align 8
  %153 = trunc i64 %152 to i32
  %154 = sext i32 %153 to i64
  %155 = load i64, ptr addrspace(5) %20, align 8
  %156 = lshr i64 %155, 32
  %157 = trunc i64 %156 to i32
  %158 = sext i32 %157 to i64
  %159 = mul nsw i64 %154, %158
  %160 = load ptr addrspace(1), ptr %25, align 8
  %161 = load i32, ptr addrspace(5) %18, align 4
  %162 = mul nsw i32 8, %161
  %163 = add nsw i32 %162, 3
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds i64, ptr addrspace(1) %160, i64 %164
  store i64 %159, ptr addrspace(1) %165, align 8
  %166 = load i64, ptr addrspace(5) %21, align 8
  %167 = load i64, ptr addrspace(5) %22, align 8
  %168 = icmp slt i64 %166, %167
  %169 = zext i1 %168 to i32
  %170 = sext i32 %169 to i64
  %171 = load i64, ptr addrspace(5) %19, align 8
  %172 = load i64, ptr addrspace(5) %20, align 8
  %173 = icmp ult i64 %171, %172
  %174 = zext i1 %173 to i32
  %175 = sext i32 %174 to i64
  %176 = mul i64 %175, 2
  %177 = add i64 %170, %176
  %178 = load i64, ptr addrspace(5) %21, align 8
  %179 = ashr i64 %178, 3
  %180 = add i64 %177, %179
  %181 = load ptr addrspace(1), ptr %25, align 8
  %182 = load i32, ptr addrspace(5) %18, align 4
  %183 = mul nsw i32 8, %182
  %184 = add nsw i32 %183, 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds i64, ptr addrspace(1) %181, i64 %185
  store i64 %180, ptr addrspace(1) %186, align 8
  %187 = load i64, ptr addrspace(5) %19, align 8
  %188 = load i64, ptr addrspace(5) %20, align 8
  %189 = and i64 %188, 63
  %190 = and i64 %189, 63
  %191 = shl i64 %187, %190
  %192 = load i64, ptr addrspace(5) %19, align 8
  %193 = load i64, ptr addrspace(5) %20, align 8
  %194 = and i64 %193, 31
  %195 = and i64 %194, 63
  %196 = lshr i64 %192, %195
  %197 = xor i64 %191, %196
  %198 = load i64, ptr addrspace(5) %21, align 8
  %199 = load i64, ptr addrspace(5) %19, align 8
  %200 = and i64 %199, 63
  %201 = and i64 %200, 63
  %202 = ashr i64 %198, %201
  %203 = xor i64 %197, %202
  %204 = load ptr addrspace(1), ptr %25, align 8
  %205 = load i32, ptr addrspace(5) %18, align 4
  %206 = mul nsw i32 8, %205
  %207 = add nsw i32 %206, 5
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds i64, ptr addrspace(1) %204, i64 %208
  store i64 %203, ptr addrspace(1) %209, align 8
  %210 = load i64, ptr addrspace(5) %19, align 8
  %211 = load i64, ptr addrspace(5) %20, align 8
  %212 = add i64 %210, %211
  %213 = load i64, ptr addrspace(5) %19, align 8
  %214 = load i64, ptr addrspace(5) %20, align 8
  %215 = icmp ugt i64 %213, %214
  %216 = zext i1 %215 to i64
  %217 = select i1 %215, i32 3, i32 5
  %218 = sext i32 %217 to i64
  %219 = sub i64 %212, %218
  %220 = load i64, ptr addrspace(5) %19, align 8
  %221 = load i64, ptr addrspace(5) %20, align 8
  %222 = lshr i64 %221, 7
  %223 = mul i64 %220, %222
  %224 = add i64 %219, %223
  %225 = load ptr addrspace(1), ptr %25, align 8
  %226 = load i32, ptr addrspace(5) %18, align 4
  %227 = mul nsw i32 8, %226
  %228 = add nsw i32 %227, 6
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds i64, ptr addrspace(1) %225, i64 %229
  store i64 %224, ptr addrspace(1) %230, align 8
  %231 = load i64, ptr addrspace(5) %19, align 8
  %232 = or i64 %231, 1
  %233 = zext i64 %232 to i128
  %234 = call i128 @llvm.ctlz.i128(i128 %233, i1 true)
  %235 = trunc i128 %234 to i32
  %236 = sext i32 %235 to i64
  %237 = load i64, ptr addrspace(5) %20, align 8
  %238 = zext i64 %237 to i128
  %239 = call i128 @llvm.ctpop.i128(i128 %238)
  %240 = trunc i128 %239 to i32
  %241 = sext i32 %240 to i64
  %242 = add i64 %236, %241
  %243 = load i64, ptr addrspace(5) %19, align 8
  %244 = lshr i64 %243, 11
  %245 = uitofp i64 %244 to double
  %246 = fptoui double %245 to i64
  %247 = add i64 %242, %246
  %248 = load ptr addrspace(1), ptr %25, align 8
  %249 = load i32, ptr addrspace(5) %18, align 4
  %250 = mul nsw i32 8, %249
  %251 = add nsw i32 %250, 7
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds i64, ptr addrspace(1) %248, i64 %252
  store i64 %247, ptr addrspace(1) %253, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @half_math(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 2 %2, ptr addrspace(1) noundef align 4 %3) #4 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !11 {
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
  call void @__clang_ocl_kern_imp_half_math(ptr addrspace(1) noundef align 2 %13, ptr addrspace(1) noundef align 2 %14, ptr addrspace(1) noundef align 2 %15, ptr addrspace(1) noundef align 4 %16) #9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_half_math(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 2 %2, ptr addrspace(1) noundef align 4 %3) #5 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !11 {
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
  %23 = addrspacecast ptr addrspace(5) %16 to ptr
  %24 = addrspacecast ptr addrspace(5) %17 to ptr
  %25 = addrspacecast ptr addrspace(5) %18 to ptr
  %26 = addrspacecast ptr addrspace(5) %19 to ptr
  store ptr addrspace(1) %0, ptr %23, align 8
  store ptr addrspace(1) %1, ptr %24, align 8
  store ptr addrspace(1) %2, ptr %25, align 8
  store ptr addrspace(1) %3, ptr %26, align 8
  %27 = addrspacecast ptr addrspace(5) %14 to ptr
  %28 = addrspacecast ptr addrspace(5) %15 to ptr
  store i32 0, ptr %28, align 4
  %29 = load i32, ptr %28, align 4
  %30 = addrspacecast ptr addrspace(5) %10 to ptr
  %31 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %29, ptr %31, align 4
  %32 = load i32, ptr %31, align 4
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %36

34:                                               ; preds = %4
  %35 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %45

36:                                               ; preds = %4
  %37 = load i32, ptr %31, align 4
  %38 = icmp eq i32 %37, 1
  br i1 %38, label %39, label %41

39:                                               ; preds = %36
  %40 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %43

41:                                               ; preds = %36
  %42 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %40, %39 ], [ %42, %41 ]
  br label %45

45:                                               ; preds = %43, %34
  %46 = phi i32 [ %35, %34 ], [ %44, %43 ]
  %47 = zext i32 %46 to i64
  %48 = load i32, ptr %28, align 4
  %49 = addrspacecast ptr addrspace(5) %8 to ptr
  %50 = addrspacecast ptr addrspace(5) %9 to ptr
  store i32 %48, ptr %50, align 4
  %51 = load i32, ptr %50, align 4
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %58

53:                                               ; preds = %45
  %54 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %55 = getelementptr i8, ptr addrspace(4) %54, i32 12
  %56 = load i16, ptr addrspace(4) %55, align 2, !range !6, !invariant.load !7, !noundef !7
  %57 = zext i16 %56 to i32
  br label %73

58:                                               ; preds = %45
  %59 = load i32, ptr %50, align 4
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %66

61:                                               ; preds = %58
  %62 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %63 = getelementptr i8, ptr addrspace(4) %62, i32 14
  %64 = load i16, ptr addrspace(4) %63, align 2, !range !6, !invariant.load !7, !noundef !7
  %65 = zext i16 %64 to i32
  br label %71

66:                                               ; preds = %58
  %67 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %68 = getelementptr i8, ptr addrspace(4) %67, i32 16
  %69 = load i16, ptr addrspace(4) %68, align 2, !range !6, !invariant.load !7, !noundef !7
  %70 = zext i16 %69 to i32
  br label %71

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %65, %61 ], [ %70, %66 ]
  br label %73

73:                                               ; preds = %71, %53
  %74 = phi i32 [ %57, %53 ], [ %72, %71 ]
  %75 = sext i32 %74 to i64
  %76 = mul i64 %47, %75
  %77 = load i32, ptr %28, align 4
  %78 = addrspacecast ptr addrspace(5) %12 to ptr
  %79 = addrspacecast ptr addrspace(5) %13 to ptr
  store i32 %77, ptr %79, align 4
  %80 = load i32, ptr %79, align 4
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %82, label %84

82:                                               ; preds = %73
  %83 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %93

84:                                               ; preds = %73
  %85 = load i32, ptr %79, align 4
  %86 = icmp eq i32 %85, 1
  br i1 %86, label %87, label %89

87:                                               ; preds = %84
  %88 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %91

89:                                               ; preds = %84
  %90 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %91

91:                                               ; preds = %89, %87
  %92 = phi i32 [ %88, %87 ], [ %90, %89 ]
  br label %93

93:                                               ; preds = %82, %91
  %94 = phi i32 [ %83, %82 ], [ %92, %91 ]
  %95 = zext i32 %94 to i64
  %96 = add i64 %76, %95
  %97 = load i32, ptr %28, align 4
  %98 = addrspacecast ptr addrspace(5) %5 to ptr
  %99 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 %97, ptr %99, align 4
  %100 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %101 = getelementptr inbounds i8, ptr addrspace(4) %100, i64 40
  store ptr addrspace(4) %101, ptr addrspace(5) %7, align 8
  %102 = load ptr addrspace(4), ptr addrspace(5) %7, align 8
  %103 = load i32, ptr %99, align 4
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds nuw i64, ptr addrspace(4) %102, i64 %104
  %106 = load i64, ptr addrspace(4) %105, align 8
  %107 = add i64 %96, %106
  %108 = trunc i64 %107 to i32
  store i32 %108, ptr addrspace(5) %20, align 4
  %109 = load ptr addrspace(1), ptr %23, align 8
  %110 = load i32, ptr addrspace(5) %20, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds half, ptr addrspace(1) %109, i64 %111
  %113 = load half, ptr addrspace(1) %112, align 2
  store half %113, ptr addrspace(5) %21, align 2
  %114 = load ptr addrspace(1), ptr %24, align 8
  %115 = load i32, ptr addrspace(5) %20, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds half, ptr addrspace(1) %114, i64 %116
  %118 = load half, ptr addrspace(1) %117, align 2
  store half %118, ptr addrspace(5) %22, align 2
  %119 = load half, ptr addrspace(5) %21, align 2
  %120 = load half, ptr addrspace(5) %22, align 2
  %121 = fadd half %119, %120
  %122 = load ptr addrspace(1), ptr %25, align 8
  %123 = load i32, ptr addrspace(5) %20, align 4
  %124 = mul nsw i32 3, %123
  %125 = add nsw i32 %124, 0
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds half, ptr addrspace(1) %122, i64 %126
  store half %121, ptr addrspace(1) %127, align 2
  %128 = load half, ptr addrspace(5) %21, align 2
  %129 = load half, ptr addrspace(5) %22, align 2
  %130 = fmul half %128, %129
  %131 = load ptr addrspace(1), ptr %25, align 8
  %132 = load i32, ptr addrspace(5) %20, align 4
  %133 = mul nsw i32 3, %132
  %134 = add nsw i32 %133, 1
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds half, ptr addrspace(1) %131, i64 %135
  store half %130, ptr addrspace(1) %136, align 2
  %137 = load half, ptr addrspace(5) %21, align 2
  %138 = load half, ptr addrspace(5) %22, align 2
  %139 = fsub half %137, %138
  %140 = load ptr addrspace(1), ptr %25, align 8
  %141 = load i32, ptr addrspace(5) %20, align 4
  %142 = mul nsw i32 3, %141
  %143 = add nsw i32 %142, 2
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds half, ptr addrspace(1) %140, i64 %144
  store half %139, ptr addrspace(1) %145, align 2
  %146 = load half, ptr addrspace(5) %21, align 2
  %147 = fpext half %146 to float
  %148 = load half, ptr addrspace(5) %21, align 2
  %149 = load half, ptr addrspace(5) %22, align 2
  %150 = fcmp olt half %148, %149
  %151 = zext i1 %150 to i32
  %152 = sitofp i32 %151 to float
  %153 = call float @llvm.fmuladd.f32(float %147, float 3.000000e+00, float %152)
  %154 = load ptr addrspace(1), ptr %26, align 8
  %155 = load i32, ptr addrspace(5) %20, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds float, ptr addrspace(1) %154, i64 %156
  store float %153, ptr addrspace(1) %157, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @float2_math(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2) #4 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !24 !kernel_arg_base_type !25 !kernel_arg_type_qual !22 {
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
  call void @__clang_ocl_kern_imp_float2_math(ptr addrspace(1) noundef align 8 %10, ptr addrspace(1) noundef align 8 %11, ptr addrspace(1) noundef align 8 %12) #9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_float2_math(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2) #5 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !24 !kernel_arg_base_type !25 !kernel_arg_type_qual !22 {
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
  %19 = alloca <2 x float>, align 8, addrspace(5)
  %20 = alloca <2 x float>, align 8, addrspace(5)
  %21 = addrspacecast ptr addrspace(5) %15 to ptr
  %22 = addrspacecast ptr addrspace(5) %16 to ptr
  %23 = addrspacecast ptr addrspace(5) %17 to ptr
  store ptr addrspace(1) %0, ptr %21, align 8
  store ptr addrspace(1) %1, ptr %22, align 8
  store ptr addrspace(1) %2, ptr %23, align 8
  %24 = addrspacecast ptr addrspace(5) %13 to ptr
  %25 = addrspacecast ptr addrspace(5) %14 to ptr
  store i32 0, ptr %25, align 4
  %26 = load i32, ptr %25, align 4
  %27 = addrspacecast ptr addrspace(5) %9 to ptr
  %28 = addrspacecast ptr addrspace(5) %10 to ptr
  store i32 %26, ptr %28, align 4
  %29 = load i32, ptr %28, align 4
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %33

31:                                               ; preds = %3
  %32 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %42

33:                                               ; preds = %3
  %34 = load i32, ptr %28, align 4
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %38

36:                                               ; preds = %33
  %37 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %40

38:                                               ; preds = %33
  %39 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  br label %42

42:                                               ; preds = %40, %31
  %43 = phi i32 [ %32, %31 ], [ %41, %40 ]
  %44 = zext i32 %43 to i64
  %45 = load i32, ptr %25, align 4
  %46 = addrspacecast ptr addrspace(5) %7 to ptr
  %47 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 %45, ptr %47, align 4
  %48 = load i32, ptr %47, align 4
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %55

50:                                               ; preds = %42
  %51 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %52 = getelementptr i8, ptr addrspace(4) %51, i32 12
  %53 = load i16, ptr addrspace(4) %52, align 2, !range !6, !invariant.load !7, !noundef !7
  %54 = zext i16 %53 to i32
  br label %70

55:                                               ; preds = %42
  %56 = load i32, ptr %47, align 4
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %63

58:                                               ; preds = %55
  %59 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %60 = getelementptr i8, ptr addrspace(4) %59, i32 14
  %61 = load i16, ptr addrspace(4) %60, align 2, !range !6, !invariant.load !7, !noundef !7
  %62 = zext i16 %61 to i32
  br label %68

63:                                               ; preds = %55
  %64 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %65 = getelementptr i8, ptr addrspace(4) %64, i32 16
  %66 = load i16, ptr addrspace(4) %65, align 2, !range !6, !invariant.load !7, !noundef !7
  %67 = zext i16 %66 to i32
  br label %68

68:                                               ; preds = %63, %58
  %69 = phi i32 [ %62, %58 ], [ %67, %63 ]
  br label %70

70:                                               ; preds = %68, %50
  %71 = phi i32 [ %54, %50 ], [ %69, %68 ]
  %72 = sext i32 %71 to i64
  %73 = mul i64 %44, %72
  %74 = load i32, ptr %25, align 4
  %75 = addrspacecast ptr addrspace(5) %11 to ptr
  %76 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 %74, ptr %76, align 4
  %77 = load i32, ptr %76, align 4
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %79, label %81

79:                                               ; preds = %70
  %80 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %90

81:                                               ; preds = %70
  %82 = load i32, ptr %76, align 4
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %86

84:                                               ; preds = %81
  %85 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %88

86:                                               ; preds = %81
  %87 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %88

88:                                               ; preds = %86, %84
  %89 = phi i32 [ %85, %84 ], [ %87, %86 ]
  br label %90

90:                                               ; preds = %79, %88
  %91 = phi i32 [ %80, %79 ], [ %89, %88 ]
  %92 = zext i32 %91 to i64
  %93 = add i64 %73, %92
  %94 = load i32, ptr %25, align 4
  %95 = addrspacecast ptr addrspace(5) %4 to ptr
  %96 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %94, ptr %96, align 4
  %97 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %98 = getelementptr inbounds i8, ptr addrspace(4) %97, i64 40
  store ptr addrspace(4) %98, ptr addrspace(5) %6, align 8
  %99 = load ptr addrspace(4), ptr addrspace(5) %6, align 8
  %100 = load i32, ptr %96, align 4
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds nuw i64, ptr addrspace(4) %99, i64 %101
  %103 = load i64, ptr addrspace(4) %102, align 8
  %104 = add i64 %93, %103
  %105 = trunc i64 %104 to i32
  store i32 %105, ptr addrspace(5) %18, align 4
  %106 = load ptr addrspace(1), ptr %21, align 8
  %107 = load i32, ptr addrspace(5) %18, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds <2 x float>, ptr addrspace(1) %106, i64 %108
  %110 = load <2 x float>, ptr addrspace(1) %109, align 8
  store <2 x float> %110, ptr addrspace(5) %19, align 8
  %111 = load ptr addrspace(1), ptr %22, align 8
  %112 = load i32, ptr addrspace(5) %18, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds <2 x float>, ptr addrspace(1) %111, i64 %113
  %115 = load <2 x float>, ptr addrspace(1) %114, align 8
  store <2 x float> %115, ptr addrspace(5) %20, align 8
  %116 = load <2 x float>, ptr addrspace(5) %19, align 8
  %117 = load <2 x float>, ptr addrspace(5) %20, align 8
  %118 = fadd <2 x float> %116, %117
  %119 = load ptr addrspace(1), ptr %23, align 8
  %120 = load i32, ptr addrspace(5) %18, align 4
  %121 = mul nsw i32 2, %120
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds <2 x float>, ptr addrspace(1) %119, i64 %122
  store <2 x float> %118, ptr addrspace(1) %123, align 8
  %124 = load <2 x float>, ptr addrspace(5) %19, align 8
  %125 = load <2 x float>, ptr addrspace(5) %20, align 8
  %126 = fmul <2 x float> %124, %125
  %127 = load ptr addrspace(1), ptr %23, align 8
  %128 = load i32, ptr addrspace(5) %18, align 4
  %129 = mul nsw i32 2, %128
  %130 = add nsw i32 %129, 1
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds <2 x float>, ptr addrspace(1) %127, i64 %131
  store <2 x float> %126, ptr addrspace(1) %132, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @private_array(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #4 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_private_array(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_private_array(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #5 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
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
  %17 = alloca [17 x i32], align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
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
  store i32 0, ptr addrspace(5) %18, align 4
  br label %103

103:                                              ; preds = %117, %87
  %104 = load i32, ptr addrspace(5) %18, align 4
  %105 = icmp slt i32 %104, 17
  br i1 %105, label %106, label %120

106:                                              ; preds = %103
  %107 = load ptr addrspace(1), ptr %19, align 8
  %108 = load i32, ptr addrspace(5) %16, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, ptr addrspace(1) %107, i64 %109
  %111 = load i32, ptr addrspace(1) %110, align 4
  %112 = load i32, ptr addrspace(5) %18, align 4
  %113 = mul nsw i32 %111, %112
  %114 = load i32, ptr addrspace(5) %18, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [17 x i32], ptr addrspace(5) %17, i64 0, i64 %115
  store volatile i32 %113, ptr addrspace(5) %116, align 4
  br label %117

117:                                              ; preds = %106
  %118 = load i32, ptr addrspace(5) %18, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr addrspace(5) %18, align 4
  br label %103

120:                                              ; preds = %103
  %121 = load ptr addrspace(1), ptr %19, align 8
  %122 = load i32, ptr addrspace(5) %16, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds i32, ptr addrspace(1) %121, i64 %123
  %125 = load i32, ptr addrspace(1) %124, align 4
  %126 = and i32 %125, 15
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [17 x i32], ptr addrspace(5) %17, i64 0, i64 %127
  %129 = load volatile i32, ptr addrspace(5) %128, align 4
  %130 = load ptr addrspace(1), ptr %19, align 8
  %131 = load i32, ptr addrspace(5) %16, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr addrspace(1) %130, i64 %132
  %134 = load i32, ptr addrspace(1) %133, align 4
  %135 = ashr i32 %134, 4
  %136 = and i32 %135, 15
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [17 x i32], ptr addrspace(5) %17, i64 0, i64 %137
  %139 = load volatile i32, ptr addrspace(5) %138, align 4
  %140 = add nsw i32 %129, %139
  %141 = load ptr addrspace(1), ptr %20, align 8
  %142 = load i32, ptr addrspace(5) %16, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i32, ptr addrspace(1) %141, i64 %143
  store i32 %140, ptr addrspace(1) %144, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @lanes(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #4 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_lanes(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_lanes(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #5 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
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
  %14 = alloca i64, align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca ptr addrspace(1), align 8, addrspace(5)
  %17 = alloca ptr addrspace(1), align 8, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = addrspacecast ptr addrspace(5) %16 to ptr
  %22 = addrspacecast ptr addrspace(5) %17 to ptr
  store ptr addrspace(1) %0, ptr %21, align 8
  store ptr addrspace(1) %1, ptr %22, align 8
  %23 = addrspacecast ptr addrspace(5) %12 to ptr
  %24 = addrspacecast ptr addrspace(5) %13 to ptr
  store i32 0, ptr %24, align 4
  %25 = load i32, ptr %24, align 4
  %26 = addrspacecast ptr addrspace(5) %8 to ptr
  %27 = addrspacecast ptr addrspace(5) %9 to ptr
  store i32 %25, ptr %27, align 4
  %28 = load i32, ptr %27, align 4
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %32

30:                                               ; preds = %2
  %31 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %41

32:                                               ; preds = %2
  %33 = load i32, ptr %27, align 4
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %37

35:                                               ; preds = %32
  %36 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %39

37:                                               ; preds = %32
  %38 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %36, %35 ], [ %38, %37 ]
  br label %41

41:                                               ; preds = %39, %30
  %42 = phi i32 [ %31, %30 ], [ %40, %39 ]
  %43 = zext i32 %42 to i64
  %44 = load i32, ptr %24, align 4
  %45 = addrspacecast ptr addrspace(5) %6 to ptr
  %46 = addrspacecast ptr addrspace(5) %7 to ptr
  store i32 %44, ptr %46, align 4
  %47 = load i32, ptr %46, align 4
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %54

49:                                               ; preds = %41
  %50 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %51 = getelementptr i8, ptr addrspace(4) %50, i32 12
  %52 = load i16, ptr addrspace(4) %51, align 2, !range !6, !invariant.load !7, !noundef !7
  %53 = zext i16 %52 to i32
  br label %69

54:                                               ; preds = %41
  %55 = load i32, ptr %46, align 4
  %56 = icmp eq i32 %55, 1
  br i1 %56, label %57, label %62

57:                                               ; preds = %54
  %58 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %59 = getelementptr i8, ptr addrspace(4) %58, i32 14
  %60 = load i16, ptr addrspace(4) %59, align 2, !range !6, !invariant.load !7, !noundef !7
  %61 = zext i16 %60 to i32
  br label %67

62:                                               ; preds = %54
  %63 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %64 = getelementptr i8, ptr addrspace(4) %63, i32 16
  %65 = load i16, ptr addrspace(4) %64, align 2, !range !6, !invariant.load !7, !noundef !7
  %66 = zext i16 %65 to i32
  br label %67

67:                                               ; preds = %62, %57
  %68 = phi i32 [ %61, %57 ], [ %66, %62 ]
  br label %69

69:                                               ; preds = %67, %49
  %70 = phi i32 [ %53, %49 ], [ %68, %67 ]
  %71 = sext i32 %70 to i64
  %72 = mul i64 %43, %71
  %73 = load i32, ptr %24, align 4
  %74 = addrspacecast ptr addrspace(5) %10 to ptr
  %75 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %73, ptr %75, align 4
  %76 = load i32, ptr %75, align 4
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %78, label %80

78:                                               ; preds = %69
  %79 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %89

80:                                               ; preds = %69
  %81 = load i32, ptr %75, align 4
  %82 = icmp eq i32 %81, 1
  br i1 %82, label %83, label %85

83:                                               ; preds = %80
  %84 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %87

85:                                               ; preds = %80
  %86 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %87

87:                                               ; preds = %85, %83
  %88 = phi i32 [ %84, %83 ], [ %86, %85 ]
  br label %89

89:                                               ; preds = %78, %87
  %90 = phi i32 [ %79, %78 ], [ %88, %87 ]
  %91 = zext i32 %90 to i64
  %92 = add i64 %72, %91
  %93 = load i32, ptr %24, align 4
  %94 = addrspacecast ptr addrspace(5) %3 to ptr
  %95 = addrspacecast ptr addrspace(5) %4 to ptr
  store i32 %93, ptr %95, align 4
  %96 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %97 = getelementptr inbounds i8, ptr addrspace(4) %96, i64 40
  store ptr addrspace(4) %97, ptr addrspace(5) %5, align 8
  %98 = load ptr addrspace(4), ptr addrspace(5) %5, align 8
  %99 = load i32, ptr %95, align 4
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds nuw i64, ptr addrspace(4) %98, i64 %100
  %102 = load i64, ptr addrspace(4) %101, align 8
  %103 = add i64 %92, %102
  %104 = trunc i64 %103 to i32
  store i32 %104, ptr addrspace(5) %18, align 4
  %105 = addrspacecast ptr addrspace(5) %14 to ptr
  %106 = addrspacecast ptr addrspace(5) %15 to ptr
  store i32 0, ptr %106, align 4
  %107 = load i32, ptr %106, align 4
  %108 = icmp eq i32 %107, 0
  br i1 %108, label %109, label %111

109:                                              ; preds = %89
  %110 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %120

111:                                              ; preds = %89
  %112 = load i32, ptr %106, align 4
  %113 = icmp eq i32 %112, 1
  br i1 %113, label %114, label %116

114:                                              ; preds = %111
  %115 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %118

116:                                              ; preds = %111
  %117 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %118

118:                                              ; preds = %116, %114
  %119 = phi i32 [ %115, %114 ], [ %117, %116 ]
  br label %120

120:                                              ; preds = %109, %118
  %121 = phi i32 [ %110, %109 ], [ %119, %118 ]
  %122 = zext i32 %121 to i64
  %123 = trunc i64 %122 to i32
  store i32 %123, ptr addrspace(5) %19, align 4
  %124 = load ptr addrspace(1), ptr %21, align 8
  %125 = load i32, ptr addrspace(5) %18, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i32, ptr addrspace(1) %124, i64 %126
  %128 = load i32, ptr addrspace(1) %127, align 4
  store i32 %128, ptr addrspace(5) %20, align 4
  %129 = load i32, ptr addrspace(5) %19, align 4
  %130 = sub nsw i32 63, %129
  %131 = mul nsw i32 %130, 4
  %132 = load i32, ptr addrspace(5) %20, align 4
  %133 = call i32 @llvm.amdgcn.ds.bpermute(i32 %131, i32 %132)
  %134 = load ptr addrspace(1), ptr %22, align 8
  %135 = load i32, ptr addrspace(5) %18, align 4
  %136 = mul nsw i32 6, %135
  %137 = add nsw i32 %136, 0
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i32, ptr addrspace(1) %134, i64 %138
  store i32 %133, ptr addrspace(1) %139, align 4
  %140 = load i32, ptr addrspace(5) %20, align 4
  %141 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %140, i32 273, i32 15, i32 15, i1 true)
  %142 = load ptr addrspace(1), ptr %22, align 8
  %143 = load i32, ptr addrspace(5) %18, align 4
  %144 = mul nsw i32 6, %143
  %145 = add nsw i32 %144, 1
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds i32, ptr addrspace(1) %142, i64 %146
  store i32 %141, ptr addrspace(1) %147, align 4
  %148 = load i32, ptr addrspace(5) %20, align 4
  %149 = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %148, i32 177, i32 15, i32 15, i1 false)
  %150 = load ptr addrspace(1), ptr %22, align 8
  %151 = load i32, ptr addrspace(5) %18, align 4
  %152 = mul nsw i32 6, %151
  %153 = add nsw i32 %152, 2
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds i32, ptr addrspace(1) %150, i64 %154
  store i32 %149, ptr addrspace(1) %155, align 4
  %156 = load i32, ptr addrspace(5) %20, align 4
  %157 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %156, i32 322, i32 10, i32 15, i1 false)
  %158 = load ptr addrspace(1), ptr %22, align 8
  %159 = load i32, ptr addrspace(5) %18, align 4
  %160 = mul nsw i32 6, %159
  %161 = add nsw i32 %160, 3
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds i32, ptr addrspace(1) %158, i64 %162
  store i32 %157, ptr addrspace(1) %163, align 4
  %164 = load i32, ptr addrspace(5) %20, align 4
  %165 = call i32 @llvm.amdgcn.ds.swizzle(i32 %164, i32 32945)
  %166 = load ptr addrspace(1), ptr %22, align 8
  %167 = load i32, ptr addrspace(5) %18, align 4
  %168 = mul nsw i32 6, %167
  %169 = add nsw i32 %168, 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds i32, ptr addrspace(1) %166, i64 %170
  store i32 %165, ptr addrspace(1) %171, align 4
  %172 = load i32, ptr addrspace(5) %20, align 4
  %173 = call i32 @llvm.amdgcn.readlane.i32(i32 %172, i32 5)
  %174 = load i32, ptr addrspace(5) %20, align 4
  %175 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %174)
  %176 = add nsw i32 %173, %175
  %177 = load ptr addrspace(1), ptr %22, align 8
  %178 = load i32, ptr addrspace(5) %18, align 4
  %179 = mul nsw i32 6, %178
  %180 = add nsw i32 %179, 5
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds i32, ptr addrspace(1) %177, i64 %181
  store i32 %176, ptr addrspace(1) %182, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @int64_div(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, i64 noundef %3) #4 !kernel_arg_addr_space !30 !kernel_arg_access_qual !9 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !11 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  %13 = load ptr addrspace(1), ptr %9, align 8
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load i64, ptr %12, align 8
  call void @__clang_ocl_kern_imp_int64_div(ptr addrspace(1) noundef align 8 %13, ptr addrspace(1) noundef align 8 %14, ptr addrspace(1) noundef align 8 %15, i64 noundef %16) #9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_int64_div(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, i64 noundef %3) #5 !kernel_arg_addr_space !30 !kernel_arg_access_qual !9 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !11 {
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
  %19 = alloca i64, align 8, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i64, align 8, addrspace(5)
  %22 = alloca i64, align 8, addrspace(5)
  %23 = alloca i64, align 8, addrspace(5)
  %24 = alloca i64, align 8, addrspace(5)
  %25 = addrspacecast ptr addrspace(5) %16 to ptr
  %26 = addrspacecast ptr addrspace(5) %17 to ptr
  %27 = addrspacecast ptr addrspace(5) %18 to ptr
  %28 = addrspacecast ptr addrspace(5) %19 to ptr
  store ptr addrspace(1) %0, ptr %25, align 8
  store ptr addrspace(1) %1, ptr %26, align 8
  store ptr addrspace(1) %2, ptr %27, align 8
  store i64 %3, ptr %28, align 8
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
  %114 = getelementptr inbounds i64, ptr addrspace(1) %111, i64 %113
  %115 = load i64, ptr addrspace(1) %114, align 8
  store i64 %115, ptr addrspace(5) %21, align 8
  %116 = load ptr addrspace(1), ptr %26, align 8
  %117 = load i32, ptr addrspace(5) %20, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i64, ptr addrspace(1) %116, i64 %118
  %120 = load i64, ptr addrspace(1) %119, align 8
  store i64 %120, ptr addrspace(5) %22, align 8
  %121 = load i64, ptr addrspace(5) %21, align 8
  store i64 %121, ptr addrspace(5) %23, align 8
  %122 = load i64, ptr addrspace(5) %22, align 8
  store i64 %122, ptr addrspace(5) %24, align 8
  %123 = load i64, ptr addrspace(5) %21, align 8
  %124 = load i64, ptr addrspace(5) %22, align 8
  %125 = udiv i64 %123, %124
  %126 = load ptr addrspace(1), ptr %27, align 8
  %127 = load i32, ptr addrspace(5) %20, align 4
  %128 = mul nsw i32 6, %127
  %129 = add nsw i32 %128, 0
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i64, ptr addrspace(1) %126, i64 %130
  store i64 %125, ptr addrspace(1) %131, align 8
  %132 = load i64, ptr addrspace(5) %21, align 8
  %133 = load i64, ptr addrspace(5) %22, align 8
  %134 = urem i64 %132, %133
  %135 = load ptr addrspace(1), ptr %27, align 8
  %136 = load i32, ptr addrspace(5) %20, align 4
  %137 = mul nsw i32 6, %136
  %138 = add nsw i32 %137, 1
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds i64, ptr addrspace(1) %135, i64 %139
  store i64 %134, ptr addrspace(1) %140, align 8
  %141 = load i64, ptr addrspace(5) %23, align 8
  %142 = load i64, ptr addrspace(5) %24, align 8
  %143 = sdiv i64 %141, %142
  %144 = load ptr addrspace(1), ptr %27, align 8
  %145 = load i32, ptr addrspace(5) %20, align 4
  %146 = mul nsw i32 6, %145
  %147 = add nsw i32 %146, 2
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds i64, ptr addrspace(1) %144, i64 %148
  store i64 %143, ptr addrspace(1) %149, align 8
  %150 = load i64, ptr addrspace(5) %23, align 8
  %151 = load i64, ptr addrspace(5) %24, align 8
  %152 = srem i64 %150, %151
  %153 = load ptr addrspace(1), ptr %27, align 8
  %154 = load i32, ptr addrspace(5) %20, align 4
  %155 = mul nsw i32 6, %154
  %156 = add nsw i32 %155, 3
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i64, ptr addrspace(1) %153, i64 %157
  store i64 %152, ptr addrspace(1) %158, align 8
  %159 = load i64, ptr addrspace(5) %21, align 8
  %160 = load i64, ptr %28, align 8
  %161 = udiv i64 %159, %160
  %162 = load i64, ptr addrspace(5) %21, align 8
  %163 = load i64, ptr %28, align 8
  %164 = urem i64 %162, %163
  %165 = add i64 %161, %164
  %166 = load ptr addrspace(1), ptr %27, align 8
  %167 = load i32, ptr addrspace(5) %20, align 4
  %168 = mul nsw i32 6, %167
  %169 = add nsw i32 %168, 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds i64, ptr addrspace(1) %166, i64 %170
  store i64 %165, ptr addrspace(1) %171, align 8
  %172 = load i64, ptr addrspace(5) %23, align 8
  %173 = load i64, ptr %28, align 8
  %174 = sdiv i64 %172, %173
  %175 = load i64, ptr addrspace(5) %23, align 8
  %176 = load i64, ptr %28, align 8
  %177 = srem i64 %175, %176
  %178 = xor i64 %174, %177
  %179 = load ptr addrspace(1), ptr %27, align 8
  %180 = load i32, ptr addrspace(5) %20, align 4
  %181 = mul nsw i32 6, %180
  %182 = add nsw i32 %181, 5
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds i64, ptr addrspace(1) %179, i64 %183
  store i64 %178, ptr addrspace(1) %184, align 8
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.frexp.exp.i32.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.frexp.exp.i32.f64(double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.frexp.mant.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.amdgcn.frexp.mant.f64(double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ldexp.f64.i32(double, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ldexp.f32.i32(float, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctlz.i128(i128, i1 immarg) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctpop.i128(i128) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #7

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #7

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #7

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #8

attributes #0 = { alwaysinline convergent norecurse nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
attributes #4 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #5 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #8 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
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
!10 = !{!"float*", !"float*", !"float*", !"float*"}
!11 = !{!"const", !"const", !"", !""}
!12 = !{float 2.500000e+00}
!13 = !{float 3.000000e+00}
!14 = !{!"double*", !"double*", !"double*", !"double*"}
!15 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!16 = !{!"none", !"none", !"none", !"none", !"none"}
!17 = !{!"float*", !"double*", !"int*", !"float*", !"double*"}
!18 = !{!"const", !"const", !"", !"", !""}
!19 = !{i32 1, i32 1, i32 1}
!20 = !{!"none", !"none", !"none"}
!21 = !{!"ulong*", !"ulong*", !"ulong*"}
!22 = !{!"const", !"const", !""}
!23 = !{!"half*", !"half*", !"half*", !"float*"}
!24 = !{!"float2*", !"float2*", !"float2*"}
!25 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*"}
!26 = !{i32 1, i32 1}
!27 = !{!"none", !"none"}
!28 = !{!"int*", !"int*"}
!29 = !{!"const", !""}
!30 = !{i32 1, i32 1, i32 1, i32 0}
!31 = !{!"ulong*", !"ulong*", !"ulong*", !"ulong"}
