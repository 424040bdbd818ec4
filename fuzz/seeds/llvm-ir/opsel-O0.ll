; ModuleID = 'sim/tests/kernels/opsel.cl'
source_filename = "sim/tests/kernels/opsel.cl"
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
define protected amdgpu_kernel void @opsel(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #4 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
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
  call void @__clang_ocl_kern_imp_opsel(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, ptr addrspace(1) noundef align 4 %16) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_opsel(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #5 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
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
  %25 = alloca [16 x i32], align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = addrspacecast ptr addrspace(5) %16 to ptr
  %29 = addrspacecast ptr addrspace(5) %17 to ptr
  %30 = addrspacecast ptr addrspace(5) %18 to ptr
  %31 = addrspacecast ptr addrspace(5) %19 to ptr
  store ptr addrspace(1) %0, ptr %28, align 8
  store ptr addrspace(1) %1, ptr %29, align 8
  store ptr addrspace(1) %2, ptr %30, align 8
  store ptr addrspace(1) %3, ptr %31, align 8
  %32 = addrspacecast ptr addrspace(5) %14 to ptr
  %33 = addrspacecast ptr addrspace(5) %15 to ptr
  store i32 0, ptr %33, align 4
  %34 = load i32, ptr %33, align 4
  %35 = addrspacecast ptr addrspace(5) %10 to ptr
  %36 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %34, ptr %36, align 4
  %37 = load i32, ptr %36, align 4
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %41

39:                                               ; preds = %4
  %40 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %50

41:                                               ; preds = %4
  %42 = load i32, ptr %36, align 4
  %43 = icmp eq i32 %42, 1
  br i1 %43, label %44, label %46

44:                                               ; preds = %41
  %45 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %48

46:                                               ; preds = %41
  %47 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %45, %44 ], [ %47, %46 ]
  br label %50

50:                                               ; preds = %48, %39
  %51 = phi i32 [ %40, %39 ], [ %49, %48 ]
  %52 = zext i32 %51 to i64
  %53 = load i32, ptr %33, align 4
  %54 = addrspacecast ptr addrspace(5) %8 to ptr
  %55 = addrspacecast ptr addrspace(5) %9 to ptr
  store i32 %53, ptr %55, align 4
  %56 = load i32, ptr %55, align 4
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %63

58:                                               ; preds = %50
  %59 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %60 = getelementptr i8, ptr addrspace(4) %59, i32 12
  %61 = load i16, ptr addrspace(4) %60, align 2, !range !6, !invariant.load !7, !noundef !7
  %62 = zext i16 %61 to i32
  br label %78

63:                                               ; preds = %50
  %64 = load i32, ptr %55, align 4
  %65 = icmp eq i32 %64, 1
  br i1 %65, label %66, label %71

66:                                               ; preds = %63
  %67 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %68 = getelementptr i8, ptr addrspace(4) %67, i32 14
  %69 = load i16, ptr addrspace(4) %68, align 2, !range !6, !invariant.load !7, !noundef !7
  %70 = zext i16 %69 to i32
  br label %76

71:                                               ; preds = %63
  %72 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %73 = getelementptr i8, ptr addrspace(4) %72, i32 16
  %74 = load i16, ptr addrspace(4) %73, align 2, !range !6, !invariant.load !7, !noundef !7
  %75 = zext i16 %74 to i32
  br label %76

76:                                               ; preds = %71, %66
  %77 = phi i32 [ %70, %66 ], [ %75, %71 ]
  br label %78

78:                                               ; preds = %76, %58
  %79 = phi i32 [ %62, %58 ], [ %77, %76 ]
  %80 = sext i32 %79 to i64
  %81 = mul i64 %52, %80
  %82 = load i32, ptr %33, align 4
  %83 = addrspacecast ptr addrspace(5) %12 to ptr
  %84 = addrspacecast ptr addrspace(5) %13 to ptr
  store i32 %82, ptr %84, align 4
  %85 = load i32, ptr %84, align 4
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %87, label %89

87:                                               ; preds = %78
  %88 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %98

89:                                               ; preds = %78
  %90 = load i32, ptr %84, align 4
  %91 = icmp eq i32 %90, 1
  br i1 %91, label %92, label %94

92:                                               ; preds = %89
  %93 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %96

94:                                               ; preds = %89
  %95 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %96

96:                                               ; preds = %94, %92
  %97 = phi i32 [ %93, %92 ], [ %95, %94 ]
  br label %98

98:                                               ; preds = %87, %96
  %99 = phi i32 [ %88, %87 ], [ %97, %96 ]
  %100 = zext i32 %99 to i64
  %101 = add i64 %81, %100
  %102 = load i32, ptr %33, align 4
  %103 = addrspacecast ptr addrspace(5) %5 to ptr
  %104 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 %102, ptr %104, align 4
  %105 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %106 = getelementptr inbounds i8, ptr addrspace(4) %105, i64 40
  store ptr addrspace(4) %106, ptr addrspace(5) %7, align 8
  %107 = load ptr addrspace(4), ptr addrspace(5) %7, align 8
  %108 = load i32, ptr %104, align 4
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds nuw i64, ptr addrspace(4) %107, i64 %109
  %111 = load i64, ptr addrspace(4) %110, align 8
  %112 = add i64 %101, %111
  %113 = trunc i64 %112 to i32
  store i32 %113, ptr addrspace(5) %20, align 4
  %114 = load ptr addrspace(1), ptr %28, align 8
  %115 = load i32, ptr addrspace(5) %20, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr addrspace(1) %114, i64 %116
  %118 = load i32, ptr addrspace(1) %117, align 4
  store i32 %118, ptr addrspace(5) %21, align 4
  %119 = load ptr addrspace(1), ptr %29, align 8
  %120 = load i32, ptr addrspace(5) %20, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i32, ptr addrspace(1) %119, i64 %121
  %123 = load i32, ptr addrspace(1) %122, align 4
  store i32 %123, ptr addrspace(5) %22, align 4
  %124 = load ptr addrspace(1), ptr %30, align 8
  %125 = load i32, ptr addrspace(5) %20, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i32, ptr addrspace(1) %124, i64 %126
  %128 = load i32, ptr addrspace(1) %127, align 4
  store i32 %128, ptr addrspace(5) %23, align 4
  %129 = load ptr addrspace(1), ptr %31, align 8
  %130 = load i32, ptr addrspace(5) %20, align 4
  %131 = mul nsw i32 16, %130
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr addrspace(1) %129, i64 %132
  store ptr addrspace(1) %133, ptr addrspace(5) %24, align 8
  store i32 0, ptr addrspace(5) %26, align 4
  br label %134

134:                                              ; preds = %146, %98
  %135 = load i32, ptr addrspace(5) %26, align 4
  %136 = icmp slt i32 %135, 16
  br i1 %136, label %137, label %149

137:                                              ; preds = %134
  %138 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %139 = load i32, ptr addrspace(5) %26, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i32, ptr addrspace(1) %138, i64 %140
  %142 = load i32, ptr addrspace(1) %141, align 4
  %143 = load i32, ptr addrspace(5) %26, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 %144
  store i32 %142, ptr addrspace(5) %145, align 4
  br label %146

146:                                              ; preds = %137
  %147 = load i32, ptr addrspace(5) %26, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr addrspace(5) %26, align 4
  br label %134

149:                                              ; preds = %134
  %150 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 0
  %151 = load i32, ptr addrspace(5) %150, align 4
  %152 = load i32, ptr addrspace(5) %21, align 4
  %153 = load i32, ptr addrspace(5) %22, align 4
  %154 = load i32, ptr addrspace(5) %23, align 4
  %155 = call i32 asm sideeffect "v_fma_f16 $0, $1, $2, $3 op_sel:[1,0,1,0]", "=v,v,v,v,0"(i32 %152, i32 %153, i32 %154, i32 %151) #6, !srcloc !12
  store i32 %155, ptr addrspace(5) %150, align 4
  %156 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 1
  %157 = load i32, ptr addrspace(5) %156, align 4
  %158 = load i32, ptr addrspace(5) %21, align 4
  %159 = load i32, ptr addrspace(5) %22, align 4
  %160 = load i32, ptr addrspace(5) %23, align 4
  %161 = call i32 asm sideeffect "v_fma_f16 $0, $1, $2, $3 op_sel:[0,1,0,1]", "=v,v,v,v,0"(i32 %158, i32 %159, i32 %160, i32 %157) #6, !srcloc !13
  store i32 %161, ptr addrspace(5) %156, align 4
  %162 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 2
  %163 = load i32, ptr addrspace(5) %162, align 4
  %164 = load i32, ptr addrspace(5) %21, align 4
  %165 = load i32, ptr addrspace(5) %22, align 4
  %166 = load i32, ptr addrspace(5) %23, align 4
  %167 = call i32 asm sideeffect "v_max3_f16 $0, $1, $2, $3 op_sel:[1,1,0,0]", "=v,v,v,v,0"(i32 %164, i32 %165, i32 %166, i32 %163) #6, !srcloc !14
  store i32 %167, ptr addrspace(5) %162, align 4
  %168 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 3
  %169 = load i32, ptr addrspace(5) %168, align 4
  %170 = load i32, ptr addrspace(5) %21, align 4
  %171 = load i32, ptr addrspace(5) %22, align 4
  %172 = load i32, ptr addrspace(5) %23, align 4
  %173 = call i32 asm sideeffect "v_min3_f16 $0, $1, $2, $3 op_sel:[0,0,1,1]", "=v,v,v,v,0"(i32 %170, i32 %171, i32 %172, i32 %169) #6, !srcloc !15
  store i32 %173, ptr addrspace(5) %168, align 4
  %174 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 4
  %175 = load i32, ptr addrspace(5) %174, align 4
  %176 = load i32, ptr addrspace(5) %21, align 4
  %177 = load i32, ptr addrspace(5) %22, align 4
  %178 = load i32, ptr addrspace(5) %23, align 4
  %179 = call i32 asm sideeffect "v_med3_f16 $0, $1, $2, $3 op_sel:[1,0,1,0]", "=v,v,v,v,0"(i32 %176, i32 %177, i32 %178, i32 %175) #6, !srcloc !16
  store i32 %179, ptr addrspace(5) %174, align 4
  %180 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 5
  %181 = load i32, ptr addrspace(5) %180, align 4
  %182 = load i32, ptr addrspace(5) %21, align 4
  %183 = load i32, ptr addrspace(5) %22, align 4
  %184 = load i32, ptr addrspace(5) %23, align 4
  %185 = call i32 asm sideeffect "v_mad_u16 $0, $1, $2, $3 op_sel:[1,0,1,1]", "=v,v,v,v,0"(i32 %182, i32 %183, i32 %184, i32 %181) #6, !srcloc !17
  store i32 %185, ptr addrspace(5) %180, align 4
  %186 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 6
  %187 = load i32, ptr addrspace(5) %186, align 4
  %188 = load i32, ptr addrspace(5) %21, align 4
  %189 = load i32, ptr addrspace(5) %22, align 4
  %190 = load i32, ptr addrspace(5) %23, align 4
  %191 = call i32 asm sideeffect "v_mad_i16 $0, $1, $2, $3 op_sel:[0,1,1,0] clamp", "=v,v,v,v,0"(i32 %188, i32 %189, i32 %190, i32 %187) #6, !srcloc !18
  store i32 %191, ptr addrspace(5) %186, align 4
  %192 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 7
  %193 = load i32, ptr addrspace(5) %192, align 4
  %194 = load i32, ptr addrspace(5) %21, align 4
  %195 = load i32, ptr addrspace(5) %22, align 4
  %196 = load i32, ptr addrspace(5) %23, align 4
  %197 = call i32 asm sideeffect "v_mad_u32_u16 $0, $1, $2, $3 op_sel:[1,1,0,0]", "=v,v,v,v,0"(i32 %194, i32 %195, i32 %196, i32 %193) #6, !srcloc !19
  store i32 %197, ptr addrspace(5) %192, align 4
  %198 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 8
  %199 = load i32, ptr addrspace(5) %198, align 4
  %200 = load i32, ptr addrspace(5) %21, align 4
  %201 = load i32, ptr addrspace(5) %22, align 4
  %202 = load i32, ptr addrspace(5) %23, align 4
  %203 = call i32 asm sideeffect "v_mad_i32_i16 $0, $1, $2, $3 op_sel:[0,1,0,0]", "=v,v,v,v,0"(i32 %200, i32 %201, i32 %202, i32 %199) #6, !srcloc !20
  store i32 %203, ptr addrspace(5) %198, align 4
  %204 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 9
  %205 = load i32, ptr addrspace(5) %204, align 4
  %206 = load i32, ptr addrspace(5) %21, align 4
  %207 = load i32, ptr addrspace(5) %22, align 4
  %208 = load i32, ptr addrspace(5) %23, align 4
  %209 = call i32 asm sideeffect "v_max3_i16 $0, $1, $2, $3 op_sel:[1,0,0,1]", "=v,v,v,v,0"(i32 %206, i32 %207, i32 %208, i32 %205) #6, !srcloc !21
  store i32 %209, ptr addrspace(5) %204, align 4
  %210 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 10
  %211 = load i32, ptr addrspace(5) %210, align 4
  %212 = load i32, ptr addrspace(5) %21, align 4
  %213 = load i32, ptr addrspace(5) %22, align 4
  %214 = load i32, ptr addrspace(5) %23, align 4
  %215 = call i32 asm sideeffect "v_med3_u16 $0, $1, $2, $3 op_sel:[0,1,1,0]", "=v,v,v,v,0"(i32 %212, i32 %213, i32 %214, i32 %211) #6, !srcloc !22
  store i32 %215, ptr addrspace(5) %210, align 4
  %216 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 11
  %217 = load i32, ptr addrspace(5) %216, align 4
  %218 = load i32, ptr addrspace(5) %21, align 4
  %219 = load i32, ptr addrspace(5) %22, align 4
  %220 = call i32 asm sideeffect "v_pack_b32_f16 $0, $1, $2 op_sel:[1,0,0]", "=v,v,v,0"(i32 %218, i32 %219, i32 %217) #6, !srcloc !23
  store i32 %220, ptr addrspace(5) %216, align 4
  %221 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 12
  %222 = load i32, ptr addrspace(5) %221, align 4
  %223 = load i32, ptr addrspace(5) %21, align 4
  %224 = load i32, ptr addrspace(5) %22, align 4
  %225 = call i32 asm sideeffect "v_add_i16 $0, $1, $2 op_sel:[0,1,1] clamp", "=v,v,v,0"(i32 %223, i32 %224, i32 %222) #6, !srcloc !24
  store i32 %225, ptr addrspace(5) %221, align 4
  %226 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 13
  %227 = load i32, ptr addrspace(5) %226, align 4
  %228 = load i32, ptr addrspace(5) %21, align 4
  %229 = load i32, ptr addrspace(5) %22, align 4
  %230 = call i32 asm sideeffect "v_sub_i16 $0, $1, $2 op_sel:[1,1,0]", "=v,v,v,0"(i32 %228, i32 %229, i32 %227) #6, !srcloc !25
  store i32 %230, ptr addrspace(5) %226, align 4
  %231 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 14
  %232 = load i32, ptr addrspace(5) %231, align 4
  %233 = load i32, ptr addrspace(5) %21, align 4
  %234 = load i32, ptr addrspace(5) %22, align 4
  %235 = load i32, ptr addrspace(5) %23, align 4
  %236 = call i32 asm sideeffect "v_fma_f16 $0, -$1, $|$2$|, $3 op_sel:[1,1,1,1]", "=v,v,v,v,0"(i32 %233, i32 %234, i32 %235, i32 %232) #6, !srcloc !26
  store i32 %236, ptr addrspace(5) %231, align 4
  %237 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 15
  %238 = load i32, ptr addrspace(5) %237, align 4
  %239 = load i32, ptr addrspace(5) %21, align 4
  %240 = load i32, ptr addrspace(5) %22, align 4
  %241 = load i32, ptr addrspace(5) %23, align 4
  %242 = call i32 asm sideeffect "v_div_fixup_f16 $0, $1, $2, $3 op_sel:[1,1,1,0]", "=v,v,v,v,0"(i32 %239, i32 %240, i32 %241, i32 %238) #6, !srcloc !27
  store i32 %242, ptr addrspace(5) %237, align 4
  store i32 0, ptr addrspace(5) %27, align 4
  br label %243

243:                                              ; preds = %255, %149
  %244 = load i32, ptr addrspace(5) %27, align 4
  %245 = icmp slt i32 %244, 16
  br i1 %245, label %246, label %258

246:                                              ; preds = %243
  %247 = load i32, ptr addrspace(5) %27, align 4
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds [16 x i32], ptr addrspace(5) %25, i64 0, i64 %248
  %250 = load i32, ptr addrspace(5) %249, align 4
  %251 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %252 = load i32, ptr addrspace(5) %27, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds i32, ptr addrspace(1) %251, i64 %253
  store i32 %250, ptr addrspace(1) %254, align 4
  br label %255

255:                                              ; preds = %246
  %256 = load i32, ptr addrspace(5) %27, align 4
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr addrspace(5) %27, align 4
  br label %243

258:                                              ; preds = %243
  ret void
}

attributes #0 = { alwaysinline convergent norecurse nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
attributes #4 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #5 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #6 = { convergent nounwind }

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
!12 = !{i64 2147536083}
!13 = !{i64 2147536190}
!14 = !{i64 2147536297}
!15 = !{i64 2147536405}
!16 = !{i64 2147536513}
!17 = !{i64 2147536621}
!18 = !{i64 2147536728}
!19 = !{i64 2147536841}
!20 = !{i64 2147536952}
!21 = !{i64 2147537063}
!22 = !{i64 2147537171}
!23 = !{i64 2147537272}
!24 = !{i64 2147537371}
!25 = !{i64 2147537471}
!26 = !{i64 2147537573}
!27 = !{i64 2147537684}
