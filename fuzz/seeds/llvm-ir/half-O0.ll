; ModuleID = 'sim/tests/kernels/half.cl'
source_filename = "sim/tests/kernels/half.cl"
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
define protected amdgpu_kernel void @pk_f16(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #4 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  call void @__clang_ocl_kern_imp_pk_f16(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, ptr addrspace(1) noundef align 4 %16) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_pk_f16(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #5 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
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
  %24 = alloca ptr addrspace(1), align 8, addrspace(5)
  %25 = alloca <2 x half>, align 4, addrspace(5)
  %26 = alloca <2 x half>, align 4, addrspace(5)
  %27 = alloca <2 x half>, align 4, addrspace(5)
  %28 = alloca <2 x half>, align 4, addrspace(5)
  %29 = addrspacecast ptr addrspace(5) %16 to ptr
  %30 = addrspacecast ptr addrspace(5) %17 to ptr
  %31 = addrspacecast ptr addrspace(5) %18 to ptr
  %32 = addrspacecast ptr addrspace(5) %19 to ptr
  %33 = addrspacecast ptr addrspace(5) %25 to ptr
  %34 = addrspacecast ptr addrspace(5) %26 to ptr
  %35 = addrspacecast ptr addrspace(5) %27 to ptr
  %36 = addrspacecast ptr addrspace(5) %28 to ptr
  store ptr addrspace(1) %0, ptr %29, align 8
  store ptr addrspace(1) %1, ptr %30, align 8
  store ptr addrspace(1) %2, ptr %31, align 8
  store ptr addrspace(1) %3, ptr %32, align 8
  %37 = addrspacecast ptr addrspace(5) %14 to ptr
  %38 = addrspacecast ptr addrspace(5) %15 to ptr
  store i32 0, ptr %38, align 4
  %39 = load i32, ptr %38, align 4
  %40 = addrspacecast ptr addrspace(5) %10 to ptr
  %41 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %39, ptr %41, align 4
  %42 = load i32, ptr %41, align 4
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %44, label %46

44:                                               ; preds = %4
  %45 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %55

46:                                               ; preds = %4
  %47 = load i32, ptr %41, align 4
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %51

49:                                               ; preds = %46
  %50 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %53

51:                                               ; preds = %46
  %52 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %50, %49 ], [ %52, %51 ]
  br label %55

55:                                               ; preds = %53, %44
  %56 = phi i32 [ %45, %44 ], [ %54, %53 ]
  %57 = zext i32 %56 to i64
  %58 = load i32, ptr %38, align 4
  %59 = addrspacecast ptr addrspace(5) %8 to ptr
  %60 = addrspacecast ptr addrspace(5) %9 to ptr
  store i32 %58, ptr %60, align 4
  %61 = load i32, ptr %60, align 4
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %63, label %68

63:                                               ; preds = %55
  %64 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %65 = getelementptr i8, ptr addrspace(4) %64, i32 12
  %66 = load i16, ptr addrspace(4) %65, align 2, !range !6, !invariant.load !7, !noundef !7
  %67 = zext i16 %66 to i32
  br label %83

68:                                               ; preds = %55
  %69 = load i32, ptr %60, align 4
  %70 = icmp eq i32 %69, 1
  br i1 %70, label %71, label %76

71:                                               ; preds = %68
  %72 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %73 = getelementptr i8, ptr addrspace(4) %72, i32 14
  %74 = load i16, ptr addrspace(4) %73, align 2, !range !6, !invariant.load !7, !noundef !7
  %75 = zext i16 %74 to i32
  br label %81

76:                                               ; preds = %68
  %77 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %78 = getelementptr i8, ptr addrspace(4) %77, i32 16
  %79 = load i16, ptr addrspace(4) %78, align 2, !range !6, !invariant.load !7, !noundef !7
  %80 = zext i16 %79 to i32
  br label %81

81:                                               ; preds = %76, %71
  %82 = phi i32 [ %75, %71 ], [ %80, %76 ]
  br label %83

83:                                               ; preds = %81, %63
  %84 = phi i32 [ %67, %63 ], [ %82, %81 ]
  %85 = sext i32 %84 to i64
  %86 = mul i64 %57, %85
  %87 = load i32, ptr %38, align 4
  %88 = addrspacecast ptr addrspace(5) %12 to ptr
  %89 = addrspacecast ptr addrspace(5) %13 to ptr
  store i32 %87, ptr %89, align 4
  %90 = load i32, ptr %89, align 4
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %92, label %94

92:                                               ; preds = %83
  %93 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %103

94:                                               ; preds = %83
  %95 = load i32, ptr %89, align 4
  %96 = icmp eq i32 %95, 1
  br i1 %96, label %97, label %99

97:                                               ; preds = %94
  %98 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %101

99:                                               ; preds = %94
  %100 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %101

101:                                              ; preds = %99, %97
  %102 = phi i32 [ %98, %97 ], [ %100, %99 ]
  br label %103

103:                                              ; preds = %92, %101
  %104 = phi i32 [ %93, %92 ], [ %102, %101 ]
  %105 = zext i32 %104 to i64
  %106 = add i64 %86, %105
  %107 = load i32, ptr %38, align 4
  %108 = addrspacecast ptr addrspace(5) %5 to ptr
  %109 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 %107, ptr %109, align 4
  %110 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %111 = getelementptr inbounds i8, ptr addrspace(4) %110, i64 40
  store ptr addrspace(4) %111, ptr addrspace(5) %7, align 8
  %112 = load ptr addrspace(4), ptr addrspace(5) %7, align 8
  %113 = load i32, ptr %109, align 4
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds nuw i64, ptr addrspace(4) %112, i64 %114
  %116 = load i64, ptr addrspace(4) %115, align 8
  %117 = add i64 %106, %116
  %118 = trunc i64 %117 to i32
  store i32 %118, ptr addrspace(5) %20, align 4
  %119 = load ptr addrspace(1), ptr %29, align 8
  %120 = load i32, ptr addrspace(5) %20, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds <2 x half>, ptr addrspace(1) %119, i64 %121
  %123 = load <2 x half>, ptr addrspace(1) %122, align 4
  store <2 x half> %123, ptr addrspace(5) %21, align 4
  %124 = load ptr addrspace(1), ptr %30, align 8
  %125 = load i32, ptr addrspace(5) %20, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds <2 x half>, ptr addrspace(1) %124, i64 %126
  %128 = load <2 x half>, ptr addrspace(1) %127, align 4
  store <2 x half> %128, ptr addrspace(5) %22, align 4
  %129 = load ptr addrspace(1), ptr %31, align 8
  %130 = load i32, ptr addrspace(5) %20, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds <2 x half>, ptr addrspace(1) %129, i64 %131
  %133 = load <2 x half>, ptr addrspace(1) %132, align 4
  store <2 x half> %133, ptr addrspace(5) %23, align 4
  %134 = load ptr addrspace(1), ptr %32, align 8
  %135 = load i32, ptr addrspace(5) %20, align 4
  %136 = mul nsw i32 12, %135
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds <2 x half>, ptr addrspace(1) %134, i64 %137
  store ptr addrspace(1) %138, ptr addrspace(5) %24, align 8
  %139 = load <2 x half>, ptr addrspace(5) %21, align 4
  %140 = load <2 x half>, ptr addrspace(5) %22, align 4
  %141 = fadd <2 x half> %139, %140
  %142 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %143 = getelementptr inbounds <2 x half>, ptr addrspace(1) %142, i64 0
  store <2 x half> %141, ptr addrspace(1) %143, align 4
  %144 = load <2 x half>, ptr addrspace(5) %21, align 4
  %145 = load <2 x half>, ptr addrspace(5) %22, align 4
  %146 = fmul <2 x half> %144, %145
  %147 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %148 = getelementptr inbounds <2 x half>, ptr addrspace(1) %147, i64 1
  store <2 x half> %146, ptr addrspace(1) %148, align 4
  %149 = load <2 x half>, ptr addrspace(5) %21, align 4
  %150 = load <2 x half>, ptr addrspace(5) %22, align 4
  %151 = load <2 x half>, ptr addrspace(5) %23, align 4
  %152 = call <2 x half> @llvm.fma.v2f16(<2 x half> %149, <2 x half> %150, <2 x half> %151)
  %153 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %154 = getelementptr inbounds <2 x half>, ptr addrspace(1) %153, i64 2
  store <2 x half> %152, ptr addrspace(1) %154, align 4
  %155 = load <2 x half>, ptr addrspace(5) %21, align 4
  %156 = load <2 x half>, ptr addrspace(5) %22, align 4
  %157 = fsub <2 x half> %155, %156
  %158 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %159 = getelementptr inbounds <2 x half>, ptr addrspace(1) %158, i64 3
  store <2 x half> %157, ptr addrspace(1) %159, align 4
  %160 = load <2 x half>, ptr addrspace(5) %21, align 4
  %161 = shufflevector <2 x half> %160, <2 x half> poison, <2 x i32> <i32 1, i32 0>
  %162 = load <2 x half>, ptr addrspace(5) %22, align 4
  %163 = fadd <2 x half> %161, %162
  %164 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %165 = getelementptr inbounds <2 x half>, ptr addrspace(1) %164, i64 4
  store <2 x half> %163, ptr addrspace(1) %165, align 4
  %166 = load <2 x half>, ptr addrspace(5) %21, align 4
  store <2 x half> splat (half 0xH3800), ptr %33, align 4
  %167 = load <2 x half>, ptr %33, align 4
  %168 = fmul <2 x half> %166, %167
  %169 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %170 = getelementptr inbounds <2 x half>, ptr addrspace(1) %169, i64 5
  store <2 x half> %168, ptr addrspace(1) %170, align 4
  %171 = load <2 x half>, ptr addrspace(5) %21, align 4
  %172 = fneg <2 x half> %171
  %173 = load <2 x half>, ptr addrspace(5) %22, align 4
  %174 = load <2 x half>, ptr addrspace(5) %23, align 4
  %175 = call <2 x half> @llvm.fma.v2f16(<2 x half> %172, <2 x half> %173, <2 x half> %174)
  %176 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %177 = getelementptr inbounds <2 x half>, ptr addrspace(1) %176, i64 6
  store <2 x half> %175, ptr addrspace(1) %177, align 4
  %178 = load <2 x half>, ptr addrspace(5) %21, align 4
  %179 = load <2 x half>, ptr addrspace(5) %22, align 4
  %180 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %178, <2 x half> %179)
  %181 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %182 = getelementptr inbounds <2 x half>, ptr addrspace(1) %181, i64 7
  store <2 x half> %180, ptr addrspace(1) %182, align 4
  %183 = load <2 x half>, ptr addrspace(5) %21, align 4
  %184 = load <2 x half>, ptr addrspace(5) %22, align 4
  %185 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %183, <2 x half> %184)
  %186 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %187 = getelementptr inbounds <2 x half>, ptr addrspace(1) %186, i64 8
  store <2 x half> %185, ptr addrspace(1) %187, align 4
  %188 = load <2 x half>, ptr addrspace(5) %21, align 4
  %189 = load <2 x half>, ptr addrspace(5) %22, align 4
  %190 = extractelement <2 x half> %189, i64 1
  %191 = insertelement <2 x half> poison, half %190, i32 0
  %192 = load <2 x half>, ptr addrspace(5) %22, align 4
  %193 = extractelement <2 x half> %192, i64 0
  %194 = fneg half %193
  %195 = insertelement <2 x half> %191, half %194, i32 1
  store <2 x half> %195, ptr %34, align 4
  %196 = load <2 x half>, ptr %34, align 4
  %197 = load <2 x half>, ptr addrspace(5) %23, align 4
  %198 = shufflevector <2 x half> %197, <2 x half> poison, <2 x i32> zeroinitializer
  %199 = call <2 x half> @llvm.fma.v2f16(<2 x half> %188, <2 x half> %196, <2 x half> %198)
  %200 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %201 = getelementptr inbounds <2 x half>, ptr addrspace(1) %200, i64 9
  store <2 x half> %199, ptr addrspace(1) %201, align 4
  %202 = load <2 x half>, ptr addrspace(5) %21, align 4
  %203 = extractelement <2 x half> %202, i64 0
  %204 = insertelement <2 x half> poison, half %203, i32 0
  %205 = load <2 x half>, ptr addrspace(5) %22, align 4
  %206 = extractelement <2 x half> %205, i64 1
  %207 = fneg half %206
  %208 = insertelement <2 x half> %204, half %207, i32 1
  store <2 x half> %208, ptr %35, align 4
  %209 = load <2 x half>, ptr %35, align 4
  %210 = load <2 x half>, ptr addrspace(5) %23, align 4
  %211 = fmul <2 x half> %209, %210
  %212 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %213 = getelementptr inbounds <2 x half>, ptr addrspace(1) %212, i64 10
  store <2 x half> %211, ptr addrspace(1) %213, align 4
  %214 = load <2 x half>, ptr addrspace(5) %21, align 4
  %215 = load <2 x half>, ptr addrspace(5) %22, align 4
  store <2 x half> splat (half 0xH3C00), ptr %36, align 4
  %216 = load <2 x half>, ptr %36, align 4
  %217 = call <2 x half> @llvm.fma.v2f16(<2 x half> %214, <2 x half> %215, <2 x half> %216)
  %218 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %219 = getelementptr inbounds <2 x half>, ptr addrspace(1) %218, i64 11
  store <2 x half> %217, ptr addrspace(1) %219, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pk_i16(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #4 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
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
  call void @__clang_ocl_kern_imp_pk_i16(ptr addrspace(1) noundef align 4 %10, ptr addrspace(1) noundef align 4 %11, ptr addrspace(1) noundef align 4 %12) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_pk_i16(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #5 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
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
  %21 = alloca ptr addrspace(1), align 8, addrspace(5)
  %22 = alloca <2 x i16>, align 4, addrspace(5)
  %23 = alloca <2 x i16>, align 4, addrspace(5)
  %24 = alloca <2 x i16>, align 4, addrspace(5)
  %25 = addrspacecast ptr addrspace(5) %15 to ptr
  %26 = addrspacecast ptr addrspace(5) %16 to ptr
  %27 = addrspacecast ptr addrspace(5) %17 to ptr
  %28 = addrspacecast ptr addrspace(5) %22 to ptr
  %29 = addrspacecast ptr addrspace(5) %23 to ptr
  %30 = addrspacecast ptr addrspace(5) %24 to ptr
  store ptr addrspace(1) %0, ptr %25, align 8
  store ptr addrspace(1) %1, ptr %26, align 8
  store ptr addrspace(1) %2, ptr %27, align 8
  %31 = addrspacecast ptr addrspace(5) %13 to ptr
  %32 = addrspacecast ptr addrspace(5) %14 to ptr
  store i32 0, ptr %32, align 4
  %33 = load i32, ptr %32, align 4
  %34 = addrspacecast ptr addrspace(5) %9 to ptr
  %35 = addrspacecast ptr addrspace(5) %10 to ptr
  store i32 %33, ptr %35, align 4
  %36 = load i32, ptr %35, align 4
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %40

38:                                               ; preds = %3
  %39 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %49

40:                                               ; preds = %3
  %41 = load i32, ptr %35, align 4
  %42 = icmp eq i32 %41, 1
  br i1 %42, label %43, label %45

43:                                               ; preds = %40
  %44 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %47

45:                                               ; preds = %40
  %46 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  br label %49

49:                                               ; preds = %47, %38
  %50 = phi i32 [ %39, %38 ], [ %48, %47 ]
  %51 = zext i32 %50 to i64
  %52 = load i32, ptr %32, align 4
  %53 = addrspacecast ptr addrspace(5) %7 to ptr
  %54 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 %52, ptr %54, align 4
  %55 = load i32, ptr %54, align 4
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %62

57:                                               ; preds = %49
  %58 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %59 = getelementptr i8, ptr addrspace(4) %58, i32 12
  %60 = load i16, ptr addrspace(4) %59, align 2, !range !6, !invariant.load !7, !noundef !7
  %61 = zext i16 %60 to i32
  br label %77

62:                                               ; preds = %49
  %63 = load i32, ptr %54, align 4
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %70

65:                                               ; preds = %62
  %66 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %67 = getelementptr i8, ptr addrspace(4) %66, i32 14
  %68 = load i16, ptr addrspace(4) %67, align 2, !range !6, !invariant.load !7, !noundef !7
  %69 = zext i16 %68 to i32
  br label %75

70:                                               ; preds = %62
  %71 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %72 = getelementptr i8, ptr addrspace(4) %71, i32 16
  %73 = load i16, ptr addrspace(4) %72, align 2, !range !6, !invariant.load !7, !noundef !7
  %74 = zext i16 %73 to i32
  br label %75

75:                                               ; preds = %70, %65
  %76 = phi i32 [ %69, %65 ], [ %74, %70 ]
  br label %77

77:                                               ; preds = %75, %57
  %78 = phi i32 [ %61, %57 ], [ %76, %75 ]
  %79 = sext i32 %78 to i64
  %80 = mul i64 %51, %79
  %81 = load i32, ptr %32, align 4
  %82 = addrspacecast ptr addrspace(5) %11 to ptr
  %83 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 %81, ptr %83, align 4
  %84 = load i32, ptr %83, align 4
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %88

86:                                               ; preds = %77
  %87 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %97

88:                                               ; preds = %77
  %89 = load i32, ptr %83, align 4
  %90 = icmp eq i32 %89, 1
  br i1 %90, label %91, label %93

91:                                               ; preds = %88
  %92 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %95

93:                                               ; preds = %88
  %94 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %92, %91 ], [ %94, %93 ]
  br label %97

97:                                               ; preds = %86, %95
  %98 = phi i32 [ %87, %86 ], [ %96, %95 ]
  %99 = zext i32 %98 to i64
  %100 = add i64 %80, %99
  %101 = load i32, ptr %32, align 4
  %102 = addrspacecast ptr addrspace(5) %4 to ptr
  %103 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %101, ptr %103, align 4
  %104 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %105 = getelementptr inbounds i8, ptr addrspace(4) %104, i64 40
  store ptr addrspace(4) %105, ptr addrspace(5) %6, align 8
  %106 = load ptr addrspace(4), ptr addrspace(5) %6, align 8
  %107 = load i32, ptr %103, align 4
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds nuw i64, ptr addrspace(4) %106, i64 %108
  %110 = load i64, ptr addrspace(4) %109, align 8
  %111 = add i64 %100, %110
  %112 = trunc i64 %111 to i32
  store i32 %112, ptr addrspace(5) %18, align 4
  %113 = load ptr addrspace(1), ptr %25, align 8
  %114 = load i32, ptr addrspace(5) %18, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %113, i64 %115
  %117 = load <2 x i16>, ptr addrspace(1) %116, align 4
  store <2 x i16> %117, ptr addrspace(5) %19, align 4
  %118 = load ptr addrspace(1), ptr %26, align 8
  %119 = load i32, ptr addrspace(5) %18, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %118, i64 %120
  %122 = load <2 x i16>, ptr addrspace(1) %121, align 4
  store <2 x i16> %122, ptr addrspace(5) %20, align 4
  %123 = load ptr addrspace(1), ptr %27, align 8
  %124 = load i32, ptr addrspace(5) %18, align 4
  %125 = mul nsw i32 8, %124
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %123, i64 %126
  store ptr addrspace(1) %127, ptr addrspace(5) %21, align 8
  %128 = load <2 x i16>, ptr addrspace(5) %19, align 4
  %129 = load <2 x i16>, ptr addrspace(5) %20, align 4
  %130 = add <2 x i16> %128, %129
  %131 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %132 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %131, i64 0
  store <2 x i16> %130, ptr addrspace(1) %132, align 4
  %133 = load <2 x i16>, ptr addrspace(5) %19, align 4
  %134 = load <2 x i16>, ptr addrspace(5) %20, align 4
  %135 = sub <2 x i16> %133, %134
  %136 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %137 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %136, i64 1
  store <2 x i16> %135, ptr addrspace(1) %137, align 4
  %138 = load <2 x i16>, ptr addrspace(5) %19, align 4
  %139 = load <2 x i16>, ptr addrspace(5) %20, align 4
  %140 = mul <2 x i16> %138, %139
  %141 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %142 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %141, i64 2
  store <2 x i16> %140, ptr addrspace(1) %142, align 4
  %143 = load <2 x i16>, ptr addrspace(5) %19, align 4
  %144 = load <2 x i16>, ptr addrspace(5) %20, align 4
  store <2 x i16> splat (i16 15), ptr %28, align 4
  %145 = load <2 x i16>, ptr %28, align 4
  %146 = and <2 x i16> %144, %145
  %147 = and <2 x i16> %146, splat (i16 15)
  %148 = shl <2 x i16> %143, %147
  %149 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %150 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %149, i64 3
  store <2 x i16> %148, ptr addrspace(1) %150, align 4
  %151 = load <2 x i16>, ptr addrspace(5) %19, align 4
  %152 = load <2 x i16>, ptr addrspace(5) %20, align 4
  store <2 x i16> splat (i16 15), ptr %29, align 4
  %153 = load <2 x i16>, ptr %29, align 4
  %154 = and <2 x i16> %152, %153
  %155 = and <2 x i16> %154, splat (i16 15)
  %156 = lshr <2 x i16> %151, %155
  %157 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %158 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %157, i64 4
  store <2 x i16> %156, ptr addrspace(1) %158, align 4
  %159 = load <2 x i16>, ptr addrspace(5) %19, align 4
  %160 = load <2 x i16>, ptr addrspace(5) %20, align 4
  store <2 x i16> splat (i16 15), ptr %30, align 4
  %161 = load <2 x i16>, ptr %30, align 4
  %162 = and <2 x i16> %160, %161
  %163 = and <2 x i16> %162, splat (i16 15)
  %164 = ashr <2 x i16> %159, %163
  %165 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %166 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %165, i64 5
  store <2 x i16> %164, ptr addrspace(1) %166, align 4
  %167 = load <2 x i16>, ptr addrspace(5) %19, align 4
  %168 = load <2 x i16>, ptr addrspace(5) %20, align 4
  %169 = call <2 x i16> @llvm.umax.v2i16(<2 x i16> %167, <2 x i16> %168)
  %170 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %171 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %170, i64 6
  store <2 x i16> %169, ptr addrspace(1) %171, align 4
  %172 = load <2 x i16>, ptr addrspace(5) %19, align 4
  %173 = load <2 x i16>, ptr addrspace(5) %20, align 4
  %174 = call <2 x i16> @llvm.smin.v2i16(<2 x i16> %172, <2 x i16> %173)
  %175 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %176 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %175, i64 7
  store <2 x i16> %174, ptr addrspace(1) %176, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @un_f16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 2 %2) #4 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !17 {
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
  call void @__clang_ocl_kern_imp_un_f16(ptr addrspace(1) noundef align 2 %10, ptr addrspace(1) noundef align 2 %11, ptr addrspace(1) noundef align 2 %12) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_un_f16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 2 %2) #5 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !17 {
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
  %19 = alloca half, align 2, addrspace(5)
  %20 = alloca half, align 2, addrspace(5)
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
  %110 = getelementptr inbounds half, ptr addrspace(1) %107, i64 %109
  %111 = load half, ptr addrspace(1) %110, align 2
  store half %111, ptr addrspace(5) %19, align 2
  %112 = load ptr addrspace(1), ptr %23, align 8
  %113 = load i32, ptr addrspace(5) %18, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds half, ptr addrspace(1) %112, i64 %114
  %116 = load half, ptr addrspace(1) %115, align 2
  store half %116, ptr addrspace(5) %20, align 2
  %117 = load ptr addrspace(1), ptr %24, align 8
  %118 = load i32, ptr addrspace(5) %18, align 4
  %119 = mul nsw i32 12, %118
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds half, ptr addrspace(1) %117, i64 %120
  store ptr addrspace(1) %121, ptr addrspace(5) %21, align 8
  %122 = load half, ptr addrspace(5) %19, align 2
  %123 = call half @llvm.sqrt.f16(half %122)
  %124 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %125 = getelementptr inbounds half, ptr addrspace(1) %124, i64 0
  store half %123, ptr addrspace(1) %125, align 2
  %126 = load half, ptr addrspace(5) %19, align 2
  %127 = call half @llvm.amdgcn.rcp.f16(half %126)
  %128 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %129 = getelementptr inbounds half, ptr addrspace(1) %128, i64 1
  store half %127, ptr addrspace(1) %129, align 2
  %130 = load half, ptr addrspace(5) %19, align 2
  %131 = load half, ptr addrspace(5) %20, align 2
  %132 = fdiv half %130, %131
  %133 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %134 = getelementptr inbounds half, ptr addrspace(1) %133, i64 2
  store half %132, ptr addrspace(1) %134, align 2
  %135 = load half, ptr addrspace(5) %19, align 2
  %136 = call half @llvm.floor.f16(half %135)
  %137 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %138 = getelementptr inbounds half, ptr addrspace(1) %137, i64 3
  store half %136, ptr addrspace(1) %138, align 2
  %139 = load half, ptr addrspace(5) %19, align 2
  %140 = call half @llvm.ceil.f16(half %139)
  %141 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %142 = getelementptr inbounds half, ptr addrspace(1) %141, i64 4
  store half %140, ptr addrspace(1) %142, align 2
  %143 = load half, ptr addrspace(5) %19, align 2
  %144 = call half @llvm.trunc.f16(half %143)
  %145 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %146 = getelementptr inbounds half, ptr addrspace(1) %145, i64 5
  store half %144, ptr addrspace(1) %146, align 2
  %147 = load half, ptr addrspace(5) %19, align 2
  %148 = call half @llvm.roundeven.f16(half %147)
  %149 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %150 = getelementptr inbounds half, ptr addrspace(1) %149, i64 6
  store half %148, ptr addrspace(1) %150, align 2
  %151 = load half, ptr addrspace(5) %19, align 2
  %152 = call half @llvm.amdgcn.fract.f16(half %151)
  %153 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %154 = getelementptr inbounds half, ptr addrspace(1) %153, i64 7
  store half %152, ptr addrspace(1) %154, align 2
  %155 = load half, ptr addrspace(5) %19, align 2
  %156 = load i32, ptr addrspace(5) %18, align 4
  %157 = srem i32 %156, 7
  %158 = sub nsw i32 %157, 3
  %159 = trunc i32 %158 to i16
  %160 = call half @llvm.ldexp.f16.i16(half %155, i16 %159)
  %161 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %162 = getelementptr inbounds half, ptr addrspace(1) %161, i64 8
  store half %160, ptr addrspace(1) %162, align 2
  %163 = load half, ptr addrspace(5) %19, align 2
  %164 = call half @llvm.amdgcn.frexp.mant.f16(half %163)
  %165 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %166 = getelementptr inbounds half, ptr addrspace(1) %165, i64 9
  store half %164, ptr addrspace(1) %166, align 2
  %167 = load half, ptr addrspace(5) %19, align 2
  %168 = call i16 @llvm.amdgcn.frexp.exp.i16.f16(half %167)
  %169 = sitofp i16 %168 to half
  %170 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %171 = getelementptr inbounds half, ptr addrspace(1) %170, i64 10
  store half %169, ptr addrspace(1) %171, align 2
  %172 = load half, ptr addrspace(5) %19, align 2
  %173 = load half, ptr addrspace(5) %20, align 2
  %174 = call half @llvm.amdgcn.div.fixup.f16(half %172, half %173, half 0xH3E00)
  %175 = load ptr addrspace(1), ptr addrspace(5) %21, align 8
  %176 = getelementptr inbounds half, ptr addrspace(1) %175, i64 11
  store half %174, ptr addrspace(1) %176, align 2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @class_f16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 4 %1) #4 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_class_f16(ptr addrspace(1) noundef align 2 %7, ptr addrspace(1) noundef align 4 %8) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_class_f16(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 4 %1) #5 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
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
  %17 = alloca half, align 2, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = addrspacecast ptr addrspace(5) %14 to ptr
  %21 = addrspacecast ptr addrspace(5) %15 to ptr
  store ptr addrspace(1) %0, ptr %20, align 8
  store ptr addrspace(1) %1, ptr %21, align 8
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  store i32 0, ptr %23, align 4
  %24 = load i32, ptr %23, align 4
  %25 = addrspacecast ptr addrspace(5) %8 to ptr
  %26 = addrspacecast ptr addrspace(5) %9 to ptr
  store i32 %24, ptr %26, align 4
  %27 = load i32, ptr %26, align 4
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %31

29:                                               ; preds = %2
  %30 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %40

31:                                               ; preds = %2
  %32 = load i32, ptr %26, align 4
  %33 = icmp eq i32 %32, 1
  br i1 %33, label %34, label %36

34:                                               ; preds = %31
  %35 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %38

36:                                               ; preds = %31
  %37 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %38

38:                                               ; preds = %36, %34
  %39 = phi i32 [ %35, %34 ], [ %37, %36 ]
  br label %40

40:                                               ; preds = %38, %29
  %41 = phi i32 [ %30, %29 ], [ %39, %38 ]
  %42 = zext i32 %41 to i64
  %43 = load i32, ptr %23, align 4
  %44 = addrspacecast ptr addrspace(5) %6 to ptr
  %45 = addrspacecast ptr addrspace(5) %7 to ptr
  store i32 %43, ptr %45, align 4
  %46 = load i32, ptr %45, align 4
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %53

48:                                               ; preds = %40
  %49 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %50 = getelementptr i8, ptr addrspace(4) %49, i32 12
  %51 = load i16, ptr addrspace(4) %50, align 2, !range !6, !invariant.load !7, !noundef !7
  %52 = zext i16 %51 to i32
  br label %68

53:                                               ; preds = %40
  %54 = load i32, ptr %45, align 4
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %61

56:                                               ; preds = %53
  %57 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %58 = getelementptr i8, ptr addrspace(4) %57, i32 14
  %59 = load i16, ptr addrspace(4) %58, align 2, !range !6, !invariant.load !7, !noundef !7
  %60 = zext i16 %59 to i32
  br label %66

61:                                               ; preds = %53
  %62 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %63 = getelementptr i8, ptr addrspace(4) %62, i32 16
  %64 = load i16, ptr addrspace(4) %63, align 2, !range !6, !invariant.load !7, !noundef !7
  %65 = zext i16 %64 to i32
  br label %66

66:                                               ; preds = %61, %56
  %67 = phi i32 [ %60, %56 ], [ %65, %61 ]
  br label %68

68:                                               ; preds = %66, %48
  %69 = phi i32 [ %52, %48 ], [ %67, %66 ]
  %70 = sext i32 %69 to i64
  %71 = mul i64 %42, %70
  %72 = load i32, ptr %23, align 4
  %73 = addrspacecast ptr addrspace(5) %10 to ptr
  %74 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %72, ptr %74, align 4
  %75 = load i32, ptr %74, align 4
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %79

77:                                               ; preds = %68
  %78 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %88

79:                                               ; preds = %68
  %80 = load i32, ptr %74, align 4
  %81 = icmp eq i32 %80, 1
  br i1 %81, label %82, label %84

82:                                               ; preds = %79
  %83 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %86

84:                                               ; preds = %79
  %85 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %86

86:                                               ; preds = %84, %82
  %87 = phi i32 [ %83, %82 ], [ %85, %84 ]
  br label %88

88:                                               ; preds = %77, %86
  %89 = phi i32 [ %78, %77 ], [ %87, %86 ]
  %90 = zext i32 %89 to i64
  %91 = add i64 %71, %90
  %92 = load i32, ptr %23, align 4
  %93 = addrspacecast ptr addrspace(5) %3 to ptr
  %94 = addrspacecast ptr addrspace(5) %4 to ptr
  store i32 %92, ptr %94, align 4
  %95 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %96 = getelementptr inbounds i8, ptr addrspace(4) %95, i64 40
  store ptr addrspace(4) %96, ptr addrspace(5) %5, align 8
  %97 = load ptr addrspace(4), ptr addrspace(5) %5, align 8
  %98 = load i32, ptr %94, align 4
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds nuw i64, ptr addrspace(4) %97, i64 %99
  %101 = load i64, ptr addrspace(4) %100, align 8
  %102 = add i64 %91, %101
  %103 = trunc i64 %102 to i32
  store i32 %103, ptr addrspace(5) %16, align 4
  %104 = load ptr addrspace(1), ptr %20, align 8
  %105 = load i32, ptr addrspace(5) %16, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds half, ptr addrspace(1) %104, i64 %106
  %108 = load half, ptr addrspace(1) %107, align 2
  store half %108, ptr addrspace(5) %17, align 2
  store i32 0, ptr addrspace(5) %18, align 4
  store i32 0, ptr addrspace(5) %19, align 4
  br label %109

109:                                              ; preds = %124, %88
  %110 = load i32, ptr addrspace(5) %19, align 4
  %111 = icmp slt i32 %110, 10
  br i1 %111, label %112, label %127

112:                                              ; preds = %109
  %113 = load half, ptr addrspace(5) %17, align 2
  %114 = load i32, ptr addrspace(5) %19, align 4
  %115 = and i32 %114, 31
  %116 = shl i32 1, %115
  %117 = call i1 @llvm.amdgcn.class.f16(half %113, i32 %116)
  %118 = zext i1 %117 to i32
  %119 = load i32, ptr addrspace(5) %19, align 4
  %120 = and i32 %119, 31
  %121 = shl i32 %118, %120
  %122 = load i32, ptr addrspace(5) %18, align 4
  %123 = or i32 %122, %121
  store i32 %123, ptr addrspace(5) %18, align 4
  br label %124

124:                                              ; preds = %112
  %125 = load i32, ptr addrspace(5) %19, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr addrspace(5) %19, align 4
  br label %109

127:                                              ; preds = %109
  %128 = load i32, ptr addrspace(5) %18, align 4
  %129 = load ptr addrspace(1), ptr %21, align 8
  %130 = load i32, ptr addrspace(5) %16, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds i32, ptr addrspace(1) %129, i64 %131
  store i32 %128, ptr addrspace(1) %132, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @mix(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4) #4 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
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
  call void @__clang_ocl_kern_imp_mix(ptr addrspace(1) noundef align 2 %16, ptr addrspace(1) noundef align 2 %17, ptr addrspace(1) noundef align 4 %18, ptr addrspace(1) noundef align 4 %19, ptr addrspace(1) noundef align 4 %20) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_mix(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4) #5 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
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
  %23 = alloca float, align 4, addrspace(5)
  %24 = alloca float, align 4, addrspace(5)
  %25 = alloca float, align 4, addrspace(5)
  %26 = alloca float, align 4, addrspace(5)
  %27 = alloca <2 x half>, align 4, addrspace(5)
  %28 = addrspacecast ptr addrspace(5) %17 to ptr
  %29 = addrspacecast ptr addrspace(5) %18 to ptr
  %30 = addrspacecast ptr addrspace(5) %19 to ptr
  %31 = addrspacecast ptr addrspace(5) %20 to ptr
  %32 = addrspacecast ptr addrspace(5) %21 to ptr
  %33 = addrspacecast ptr addrspace(5) %27 to ptr
  store ptr addrspace(1) %0, ptr %28, align 8
  store ptr addrspace(1) %1, ptr %29, align 8
  store ptr addrspace(1) %2, ptr %30, align 8
  store ptr addrspace(1) %3, ptr %31, align 8
  store ptr addrspace(1) %4, ptr %32, align 8
  %34 = addrspacecast ptr addrspace(5) %15 to ptr
  %35 = addrspacecast ptr addrspace(5) %16 to ptr
  store i32 0, ptr %35, align 4
  %36 = load i32, ptr %35, align 4
  %37 = addrspacecast ptr addrspace(5) %11 to ptr
  %38 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 %36, ptr %38, align 4
  %39 = load i32, ptr %38, align 4
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %43

41:                                               ; preds = %5
  %42 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %52

43:                                               ; preds = %5
  %44 = load i32, ptr %38, align 4
  %45 = icmp eq i32 %44, 1
  br i1 %45, label %46, label %48

46:                                               ; preds = %43
  %47 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %50

48:                                               ; preds = %43
  %49 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ]
  br label %52

52:                                               ; preds = %50, %41
  %53 = phi i32 [ %42, %41 ], [ %51, %50 ]
  %54 = zext i32 %53 to i64
  %55 = load i32, ptr %35, align 4
  %56 = addrspacecast ptr addrspace(5) %9 to ptr
  %57 = addrspacecast ptr addrspace(5) %10 to ptr
  store i32 %55, ptr %57, align 4
  %58 = load i32, ptr %57, align 4
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %65

60:                                               ; preds = %52
  %61 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %62 = getelementptr i8, ptr addrspace(4) %61, i32 12
  %63 = load i16, ptr addrspace(4) %62, align 2, !range !6, !invariant.load !7, !noundef !7
  %64 = zext i16 %63 to i32
  br label %80

65:                                               ; preds = %52
  %66 = load i32, ptr %57, align 4
  %67 = icmp eq i32 %66, 1
  br i1 %67, label %68, label %73

68:                                               ; preds = %65
  %69 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %70 = getelementptr i8, ptr addrspace(4) %69, i32 14
  %71 = load i16, ptr addrspace(4) %70, align 2, !range !6, !invariant.load !7, !noundef !7
  %72 = zext i16 %71 to i32
  br label %78

73:                                               ; preds = %65
  %74 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %75 = getelementptr i8, ptr addrspace(4) %74, i32 16
  %76 = load i16, ptr addrspace(4) %75, align 2, !range !6, !invariant.load !7, !noundef !7
  %77 = zext i16 %76 to i32
  br label %78

78:                                               ; preds = %73, %68
  %79 = phi i32 [ %72, %68 ], [ %77, %73 ]
  br label %80

80:                                               ; preds = %78, %60
  %81 = phi i32 [ %64, %60 ], [ %79, %78 ]
  %82 = sext i32 %81 to i64
  %83 = mul i64 %54, %82
  %84 = load i32, ptr %35, align 4
  %85 = addrspacecast ptr addrspace(5) %13 to ptr
  %86 = addrspacecast ptr addrspace(5) %14 to ptr
  store i32 %84, ptr %86, align 4
  %87 = load i32, ptr %86, align 4
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %89, label %91

89:                                               ; preds = %80
  %90 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %100

91:                                               ; preds = %80
  %92 = load i32, ptr %86, align 4
  %93 = icmp eq i32 %92, 1
  br i1 %93, label %94, label %96

94:                                               ; preds = %91
  %95 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %98

96:                                               ; preds = %91
  %97 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %98

98:                                               ; preds = %96, %94
  %99 = phi i32 [ %95, %94 ], [ %97, %96 ]
  br label %100

100:                                              ; preds = %89, %98
  %101 = phi i32 [ %90, %89 ], [ %99, %98 ]
  %102 = zext i32 %101 to i64
  %103 = add i64 %83, %102
  %104 = load i32, ptr %35, align 4
  %105 = addrspacecast ptr addrspace(5) %6 to ptr
  %106 = addrspacecast ptr addrspace(5) %7 to ptr
  store i32 %104, ptr %106, align 4
  %107 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %108 = getelementptr inbounds i8, ptr addrspace(4) %107, i64 40
  store ptr addrspace(4) %108, ptr addrspace(5) %8, align 8
  %109 = load ptr addrspace(4), ptr addrspace(5) %8, align 8
  %110 = load i32, ptr %106, align 4
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds nuw i64, ptr addrspace(4) %109, i64 %111
  %113 = load i64, ptr addrspace(4) %112, align 8
  %114 = add i64 %103, %113
  %115 = trunc i64 %114 to i32
  store i32 %115, ptr addrspace(5) %22, align 4
  %116 = load ptr addrspace(1), ptr %28, align 8
  %117 = load i32, ptr addrspace(5) %22, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds half, ptr addrspace(1) %116, i64 %118
  %120 = load half, ptr addrspace(1) %119, align 2
  %121 = fpext half %120 to float
  store float %121, ptr addrspace(5) %23, align 4
  %122 = load ptr addrspace(1), ptr %29, align 8
  %123 = load i32, ptr addrspace(5) %22, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds half, ptr addrspace(1) %122, i64 %124
  %126 = load half, ptr addrspace(1) %125, align 2
  %127 = fpext half %126 to float
  store float %127, ptr addrspace(5) %24, align 4
  %128 = load float, ptr addrspace(5) %23, align 4
  %129 = load float, ptr addrspace(5) %24, align 4
  %130 = load ptr addrspace(1), ptr %30, align 8
  %131 = load i32, ptr addrspace(5) %22, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds float, ptr addrspace(1) %130, i64 %132
  %134 = load float, ptr addrspace(1) %133, align 4
  %135 = call float @llvm.fma.f32(float %128, float %129, float %134)
  %136 = load ptr addrspace(1), ptr %31, align 8
  %137 = load i32, ptr addrspace(5) %22, align 4
  %138 = mul nsw i32 2, %137
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds float, ptr addrspace(1) %136, i64 %139
  store float %135, ptr addrspace(1) %140, align 4
  %141 = load float, ptr addrspace(5) %23, align 4
  %142 = fneg float %141
  %143 = load ptr addrspace(1), ptr %28, align 8
  %144 = load i32, ptr addrspace(5) %22, align 4
  %145 = xor i32 %144, 1
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds half, ptr addrspace(1) %143, i64 %146
  %148 = load half, ptr addrspace(1) %147, align 2
  %149 = fpext half %148 to float
  %150 = load ptr addrspace(1), ptr %30, align 8
  %151 = load i32, ptr addrspace(5) %22, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds float, ptr addrspace(1) %150, i64 %152
  %154 = load float, ptr addrspace(1) %153, align 4
  %155 = call float @llvm.fma.f32(float %142, float %149, float %154)
  %156 = load ptr addrspace(1), ptr %31, align 8
  %157 = load i32, ptr addrspace(5) %22, align 4
  %158 = mul nsw i32 2, %157
  %159 = add nsw i32 %158, 1
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds float, ptr addrspace(1) %156, i64 %160
  store float %155, ptr addrspace(1) %161, align 4
  %162 = load float, ptr addrspace(5) %23, align 4
  %163 = load float, ptr addrspace(5) %24, align 4
  %164 = load ptr addrspace(1), ptr %30, align 8
  %165 = load i32, ptr addrspace(5) %22, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds float, ptr addrspace(1) %164, i64 %166
  %168 = load float, ptr addrspace(1) %167, align 4
  %169 = call float @llvm.fma.f32(float %162, float %163, float %168)
  store float %169, ptr addrspace(5) %25, align 4
  %170 = load float, ptr addrspace(5) %24, align 4
  %171 = load float, ptr addrspace(5) %24, align 4
  %172 = load ptr addrspace(1), ptr %30, align 8
  %173 = load i32, ptr addrspace(5) %22, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds float, ptr addrspace(1) %172, i64 %174
  %176 = load float, ptr addrspace(1) %175, align 4
  %177 = call float @llvm.fma.f32(float %170, float %171, float %176)
  store float %177, ptr addrspace(5) %26, align 4
  %178 = load float, ptr addrspace(5) %25, align 4
  %179 = fptrunc float %178 to half
  %180 = insertelement <2 x half> poison, half %179, i32 0
  %181 = load float, ptr addrspace(5) %26, align 4
  %182 = fptrunc float %181 to half
  %183 = insertelement <2 x half> %180, half %182, i32 1
  store <2 x half> %183, ptr %33, align 4
  %184 = load <2 x half>, ptr %33, align 4
  %185 = load ptr addrspace(1), ptr %32, align 8
  %186 = load i32, ptr addrspace(5) %22, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds <2 x half>, ptr addrspace(1) %185, i64 %187
  store <2 x half> %184, ptr addrspace(1) %188, align 4
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.maxnum.v2f16(<2 x half>, <2 x half>) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.minnum.v2f16(<2 x half>, <2 x half>) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.umax.v2i16(<2 x i16>, <2 x i16>) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.smin.v2i16(<2 x i16>, <2 x i16>) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.sqrt.f16(half) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.amdgcn.rcp.f16(half) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.floor.f16(half) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.ceil.f16(half) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.trunc.f16(half) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.roundeven.f16(half) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.amdgcn.fract.f16(half) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.ldexp.f16.i16(half, i16) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.amdgcn.frexp.mant.f16(half) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.amdgcn.frexp.exp.i16.f16(half) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.amdgcn.div.fixup.f16(half, half, half) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.amdgcn.class.f16(half, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

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
!10 = !{!"half2*", !"half2*", !"half2*", !"half2*"}
!11 = !{!"half __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(2)))*"}
!12 = !{!"const", !"const", !"const", !""}
!13 = !{i32 1, i32 1, i32 1}
!14 = !{!"none", !"none", !"none"}
!15 = !{!"ushort2*", !"ushort2*", !"ushort2*"}
!16 = !{!"ushort __attribute__((ext_vector_type(2)))*", !"ushort __attribute__((ext_vector_type(2)))*", !"ushort __attribute__((ext_vector_type(2)))*"}
!17 = !{!"const", !"const", !""}
!18 = !{!"half*", !"half*", !"half*"}
!19 = !{i32 1, i32 1}
!20 = !{!"none", !"none"}
!21 = !{!"half*", !"uint*"}
!22 = !{!"const", !""}
!23 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!24 = !{!"none", !"none", !"none", !"none", !"none"}
!25 = !{!"half*", !"half*", !"float*", !"float*", !"half2*"}
!26 = !{!"half*", !"half*", !"float*", !"float*", !"half __attribute__((ext_vector_type(2)))*"}
!27 = !{!"const", !"const", !"const", !"", !""}
