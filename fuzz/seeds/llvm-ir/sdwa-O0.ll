; ModuleID = 'sim/tests/kernels/sdwa.cl'
source_filename = "sim/tests/kernels/sdwa.cl"
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
define protected amdgpu_kernel void @bytes(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #4 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  call void @__clang_ocl_kern_imp_bytes(ptr addrspace(1) noundef align 4 %10, ptr addrspace(1) noundef align 4 %11, ptr addrspace(1) noundef align 4 %12) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_bytes(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #5 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  %19 = alloca <4 x i8>, align 4, addrspace(5)
  %20 = alloca <4 x i8>, align 4, addrspace(5)
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
  %109 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %106, i64 %108
  %110 = load <4 x i8>, ptr addrspace(1) %109, align 4
  store <4 x i8> %110, ptr addrspace(5) %19, align 4
  %111 = load ptr addrspace(1), ptr %22, align 8
  %112 = load i32, ptr addrspace(5) %18, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %111, i64 %113
  %115 = load <4 x i8>, ptr addrspace(1) %114, align 4
  store <4 x i8> %115, ptr addrspace(5) %20, align 4
  %116 = load <4 x i8>, ptr addrspace(5) %19, align 4
  %117 = load <4 x i8>, ptr addrspace(5) %20, align 4
  %118 = add <4 x i8> %116, %117
  %119 = load <4 x i8>, ptr addrspace(5) %19, align 4
  %120 = lshr <4 x i8> %119, splat (i8 3)
  %121 = xor <4 x i8> %118, %120
  %122 = load ptr addrspace(1), ptr %23, align 8
  %123 = load i32, ptr addrspace(5) %18, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %122, i64 %124
  store <4 x i8> %121, ptr addrspace(1) %125, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @shorts(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #4 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !13 !kernel_arg_base_type !14 !kernel_arg_type_qual !12 {
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
  call void @__clang_ocl_kern_imp_shorts(ptr addrspace(1) noundef align 4 %10, ptr addrspace(1) noundef align 4 %11, ptr addrspace(1) noundef align 4 %12) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_shorts(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #5 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !13 !kernel_arg_base_type !14 !kernel_arg_type_qual !12 {
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
  %19 = alloca <2 x i16>, align 4, addrspace(5)
  %20 = alloca <2 x i16>, align 4, addrspace(5)
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
  %109 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %106, i64 %108
  %110 = load <2 x i16>, ptr addrspace(1) %109, align 4
  store <2 x i16> %110, ptr addrspace(5) %19, align 4
  %111 = load ptr addrspace(1), ptr %22, align 8
  %112 = load i32, ptr addrspace(5) %18, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %111, i64 %113
  %115 = load <2 x i16>, ptr addrspace(1) %114, align 4
  store <2 x i16> %115, ptr addrspace(5) %20, align 4
  %116 = load <2 x i16>, ptr addrspace(5) %19, align 4
  %117 = extractelement <2 x i16> %116, i64 1
  %118 = sext i16 %117 to i32
  %119 = load <2 x i16>, ptr addrspace(5) %20, align 4
  %120 = extractelement <2 x i16> %119, i64 0
  %121 = zext i16 %120 to i32
  %122 = mul nsw i32 %118, %121
  %123 = load <2 x i16>, ptr addrspace(5) %19, align 4
  %124 = extractelement <2 x i16> %123, i64 0
  %125 = sext i16 %124 to i32
  %126 = load <2 x i16>, ptr addrspace(5) %20, align 4
  %127 = extractelement <2 x i16> %126, i64 1
  %128 = zext i16 %127 to i32
  %129 = mul nsw i32 %125, %128
  %130 = add nsw i32 %122, %129
  %131 = load <2 x i16>, ptr addrspace(5) %19, align 4
  %132 = extractelement <2 x i16> %131, i64 1
  %133 = sext i16 %132 to i32
  %134 = load <2 x i16>, ptr addrspace(5) %20, align 4
  %135 = extractelement <2 x i16> %134, i64 1
  %136 = sext i16 %135 to i32
  %137 = icmp slt i32 %133, %136
  br i1 %137, label %138, label %142

138:                                              ; preds = %90
  %139 = load <2 x i16>, ptr addrspace(5) %19, align 4
  %140 = extractelement <2 x i16> %139, i64 0
  %141 = sext i16 %140 to i32
  br label %146

142:                                              ; preds = %90
  %143 = load <2 x i16>, ptr addrspace(5) %20, align 4
  %144 = extractelement <2 x i16> %143, i64 1
  %145 = zext i16 %144 to i32
  br label %146

146:                                              ; preds = %142, %138
  %147 = phi i32 [ %141, %138 ], [ %145, %142 ]
  %148 = sub nsw i32 %130, %147
  %149 = load ptr addrspace(1), ptr %23, align 8
  %150 = load i32, ptr addrspace(5) %18, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds i32, ptr addrspace(1) %149, i64 %151
  store i32 %148, ptr addrspace(1) %152, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @chars(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #4 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_chars(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_chars(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #5 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
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
  %17 = alloca <4 x i8>, align 4, addrspace(5)
  %18 = addrspacecast ptr addrspace(5) %14 to ptr
  %19 = addrspacecast ptr addrspace(5) %15 to ptr
  store ptr addrspace(1) %0, ptr %18, align 8
  store ptr addrspace(1) %1, ptr %19, align 8
  %20 = addrspacecast ptr addrspace(5) %12 to ptr
  %21 = addrspacecast ptr addrspace(5) %13 to ptr
  store i32 0, ptr %21, align 4
  %22 = load i32, ptr %21, align 4
  %23 = addrspacecast ptr addrspace(5) %8 to ptr
  %24 = addrspacecast ptr addrspace(5) %9 to ptr
  store i32 %22, ptr %24, align 4
  %25 = load i32, ptr %24, align 4
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %29

27:                                               ; preds = %2
  %28 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %38

29:                                               ; preds = %2
  %30 = load i32, ptr %24, align 4
  %31 = icmp eq i32 %30, 1
  br i1 %31, label %32, label %34

32:                                               ; preds = %29
  %33 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %36

34:                                               ; preds = %29
  %35 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %36

36:                                               ; preds = %34, %32
  %37 = phi i32 [ %33, %32 ], [ %35, %34 ]
  br label %38

38:                                               ; preds = %36, %27
  %39 = phi i32 [ %28, %27 ], [ %37, %36 ]
  %40 = zext i32 %39 to i64
  %41 = load i32, ptr %21, align 4
  %42 = addrspacecast ptr addrspace(5) %6 to ptr
  %43 = addrspacecast ptr addrspace(5) %7 to ptr
  store i32 %41, ptr %43, align 4
  %44 = load i32, ptr %43, align 4
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %51

46:                                               ; preds = %38
  %47 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %48 = getelementptr i8, ptr addrspace(4) %47, i32 12
  %49 = load i16, ptr addrspace(4) %48, align 2, !range !6, !invariant.load !7, !noundef !7
  %50 = zext i16 %49 to i32
  br label %66

51:                                               ; preds = %38
  %52 = load i32, ptr %43, align 4
  %53 = icmp eq i32 %52, 1
  br i1 %53, label %54, label %59

54:                                               ; preds = %51
  %55 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %56 = getelementptr i8, ptr addrspace(4) %55, i32 14
  %57 = load i16, ptr addrspace(4) %56, align 2, !range !6, !invariant.load !7, !noundef !7
  %58 = zext i16 %57 to i32
  br label %64

59:                                               ; preds = %51
  %60 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %61 = getelementptr i8, ptr addrspace(4) %60, i32 16
  %62 = load i16, ptr addrspace(4) %61, align 2, !range !6, !invariant.load !7, !noundef !7
  %63 = zext i16 %62 to i32
  br label %64

64:                                               ; preds = %59, %54
  %65 = phi i32 [ %58, %54 ], [ %63, %59 ]
  br label %66

66:                                               ; preds = %64, %46
  %67 = phi i32 [ %50, %46 ], [ %65, %64 ]
  %68 = sext i32 %67 to i64
  %69 = mul i64 %40, %68
  %70 = load i32, ptr %21, align 4
  %71 = addrspacecast ptr addrspace(5) %10 to ptr
  %72 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %70, ptr %72, align 4
  %73 = load i32, ptr %72, align 4
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %75, label %77

75:                                               ; preds = %66
  %76 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %86

77:                                               ; preds = %66
  %78 = load i32, ptr %72, align 4
  %79 = icmp eq i32 %78, 1
  br i1 %79, label %80, label %82

80:                                               ; preds = %77
  %81 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %84

82:                                               ; preds = %77
  %83 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %84

84:                                               ; preds = %82, %80
  %85 = phi i32 [ %81, %80 ], [ %83, %82 ]
  br label %86

86:                                               ; preds = %75, %84
  %87 = phi i32 [ %76, %75 ], [ %85, %84 ]
  %88 = zext i32 %87 to i64
  %89 = add i64 %69, %88
  %90 = load i32, ptr %21, align 4
  %91 = addrspacecast ptr addrspace(5) %3 to ptr
  %92 = addrspacecast ptr addrspace(5) %4 to ptr
  store i32 %90, ptr %92, align 4
  %93 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %94 = getelementptr inbounds i8, ptr addrspace(4) %93, i64 40
  store ptr addrspace(4) %94, ptr addrspace(5) %5, align 8
  %95 = load ptr addrspace(4), ptr addrspace(5) %5, align 8
  %96 = load i32, ptr %92, align 4
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds nuw i64, ptr addrspace(4) %95, i64 %97
  %99 = load i64, ptr addrspace(4) %98, align 8
  %100 = add i64 %89, %99
  %101 = trunc i64 %100 to i32
  store i32 %101, ptr addrspace(5) %16, align 4
  %102 = load ptr addrspace(1), ptr %18, align 8
  %103 = load i32, ptr addrspace(5) %16, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %102, i64 %104
  %106 = load <4 x i8>, ptr addrspace(1) %105, align 4
  store <4 x i8> %106, ptr addrspace(5) %17, align 4
  %107 = load <4 x i8>, ptr addrspace(5) %17, align 4
  %108 = extractelement <4 x i8> %107, i64 0
  %109 = sext i8 %108 to i32
  %110 = load <4 x i8>, ptr addrspace(5) %17, align 4
  %111 = extractelement <4 x i8> %110, i64 1
  %112 = sext i8 %111 to i32
  %113 = mul nsw i32 %109, %112
  %114 = load <4 x i8>, ptr addrspace(5) %17, align 4
  %115 = extractelement <4 x i8> %114, i64 2
  %116 = sext i8 %115 to i32
  %117 = load <4 x i8>, ptr addrspace(5) %17, align 4
  %118 = extractelement <4 x i8> %117, i64 3
  %119 = sext i8 %118 to i32
  %120 = mul nsw i32 %116, %119
  %121 = add nsw i32 %113, %120
  %122 = load <4 x i8>, ptr addrspace(5) %17, align 4
  %123 = extractelement <4 x i8> %122, i64 1
  %124 = sext i8 %123 to i32
  %125 = load <4 x i8>, ptr addrspace(5) %17, align 4
  %126 = extractelement <4 x i8> %125, i64 3
  %127 = sext i8 %126 to i32
  %128 = icmp slt i32 %124, %127
  %129 = zext i1 %128 to i64
  %130 = select i1 %128, i32 7, i32 -3
  %131 = add nsw i32 %121, %130
  %132 = load ptr addrspace(1), ptr %19, align 8
  %133 = load i32, ptr addrspace(5) %16, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds i32, ptr addrspace(1) %132, i64 %134
  store i32 %131, ptr addrspace(1) %135, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @halves(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #4 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
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
  call void @__clang_ocl_kern_imp_halves(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, ptr addrspace(1) noundef align 4 %16) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_halves(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #5 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
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
  %21 = alloca <2 x half>, align 4, addrspace(5)
  %22 = alloca <2 x half>, align 4, addrspace(5)
  %23 = alloca <2 x half>, align 4, addrspace(5)
  %24 = addrspacecast ptr addrspace(5) %16 to ptr
  %25 = addrspacecast ptr addrspace(5) %17 to ptr
  %26 = addrspacecast ptr addrspace(5) %18 to ptr
  %27 = addrspacecast ptr addrspace(5) %19 to ptr
  %28 = addrspacecast ptr addrspace(5) %23 to ptr
  store ptr addrspace(1) %0, ptr %24, align 8
  store ptr addrspace(1) %1, ptr %25, align 8
  store ptr addrspace(1) %2, ptr %26, align 8
  store ptr addrspace(1) %3, ptr %27, align 8
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
  %111 = load ptr addrspace(1), ptr %24, align 8
  %112 = load i32, ptr addrspace(5) %20, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds <2 x half>, ptr addrspace(1) %111, i64 %113
  %115 = load <2 x half>, ptr addrspace(1) %114, align 4
  store <2 x half> %115, ptr addrspace(5) %21, align 4
  %116 = load ptr addrspace(1), ptr %25, align 8
  %117 = load i32, ptr addrspace(5) %20, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds <2 x half>, ptr addrspace(1) %116, i64 %118
  %120 = load <2 x half>, ptr addrspace(1) %119, align 4
  store <2 x half> %120, ptr addrspace(5) %22, align 4
  %121 = load <2 x half>, ptr addrspace(5) %22, align 4
  %122 = extractelement <2 x half> %121, i64 0
  %123 = insertelement <2 x half> poison, half %122, i32 0
  %124 = load <2 x half>, ptr addrspace(5) %21, align 4
  %125 = extractelement <2 x half> %124, i64 1
  %126 = load <2 x half>, ptr addrspace(5) %22, align 4
  %127 = extractelement <2 x half> %126, i64 1
  %128 = fmul half %125, %127
  %129 = insertelement <2 x half> %123, half %128, i32 1
  store <2 x half> %129, ptr %28, align 4
  %130 = load <2 x half>, ptr %28, align 4
  %131 = load ptr addrspace(1), ptr %26, align 8
  %132 = load i32, ptr addrspace(5) %20, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds <2 x half>, ptr addrspace(1) %131, i64 %133
  store <2 x half> %130, ptr addrspace(1) %134, align 4
  %135 = load <2 x half>, ptr addrspace(5) %21, align 4
  %136 = extractelement <2 x half> %135, i64 1
  %137 = fpext half %136 to float
  %138 = load <2 x half>, ptr addrspace(5) %22, align 4
  %139 = extractelement <2 x half> %138, i64 0
  %140 = fpext half %139 to float
  %141 = load <2 x half>, ptr addrspace(5) %22, align 4
  %142 = extractelement <2 x half> %141, i64 1
  %143 = fpext half %142 to float
  %144 = call float @llvm.fmuladd.f32(float %140, float %143, float %137)
  %145 = load ptr addrspace(1), ptr %27, align 8
  %146 = load i32, ptr addrspace(5) %20, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %147
  store float %144, ptr addrspace(1) %148, align 4
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

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
!8 = !{i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"uchar4*", !"uchar4*", !"uchar4*"}
!11 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*"}
!12 = !{!"const", !"const", !""}
!13 = !{!"short2*", !"ushort2*", !"int*"}
!14 = !{!"short __attribute__((ext_vector_type(2)))*", !"ushort __attribute__((ext_vector_type(2)))*", !"int*"}
!15 = !{i32 1, i32 1}
!16 = !{!"none", !"none"}
!17 = !{!"char4*", !"int*"}
!18 = !{!"char __attribute__((ext_vector_type(4)))*", !"int*"}
!19 = !{!"const", !""}
!20 = !{i32 1, i32 1, i32 1, i32 1}
!21 = !{!"none", !"none", !"none", !"none"}
!22 = !{!"half2*", !"half2*", !"half2*", !"float*"}
!23 = !{!"half __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(2)))*", !"float*"}
!24 = !{!"const", !"const", !"", !""}
