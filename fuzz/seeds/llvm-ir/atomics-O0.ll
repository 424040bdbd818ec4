; ModuleID = 'sim/tests/kernels/atomics.cl'
source_filename = "sim/tests/kernels/atomics.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@atomics32.l = internal addrspace(3) global [14 x i32] undef, align 4
@.str.1 = private unnamed_addr addrspace(4) constant [6 x i8] c"agent\00", align 1
@atomics64.l = internal addrspace(3) global [14 x i64] undef, align 8
@fadd.lf = internal addrspace(3) global float undef, align 4
@fadd.ld = internal addrspace(3) global double undef, align 8

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
define protected amdgpu_kernel void @atomics32(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #4 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store i32 %3, ptr %12, align 4
  %13 = load ptr addrspace(1), ptr %9, align 8
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load i32, ptr %12, align 4
  call void @__clang_ocl_kern_imp_atomics32(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, i32 noundef %16) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_atomics32(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #5 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca ptr addrspace(4), align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i64, align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca ptr addrspace(1), align 8, addrspace(5)
  %19 = alloca ptr addrspace(1), align 8, addrspace(5)
  %20 = alloca ptr addrspace(1), align 8, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca ptr addrspace(1), align 8, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  %29 = alloca i32, align 4, addrspace(5)
  %30 = alloca i32, align 4, addrspace(5)
  %31 = alloca i32, align 4, addrspace(5)
  %32 = alloca i32, align 4, addrspace(5)
  %33 = alloca i32, align 4, addrspace(5)
  %34 = alloca i32, align 4, addrspace(5)
  %35 = alloca i32, align 4, addrspace(5)
  %36 = alloca i32, align 4, addrspace(5)
  %37 = alloca i32, align 4, addrspace(5)
  %38 = alloca i32, align 4, addrspace(5)
  %39 = alloca i32, align 4, addrspace(5)
  %40 = alloca i32, align 4, addrspace(5)
  %41 = alloca i32, align 4, addrspace(5)
  %42 = alloca i32, align 4, addrspace(5)
  %43 = alloca i32, align 4, addrspace(5)
  %44 = alloca i32, align 4, addrspace(5)
  %45 = alloca i32, align 4, addrspace(5)
  %46 = alloca i32, align 4, addrspace(5)
  %47 = alloca i32, align 4, addrspace(5)
  %48 = alloca i8, align 1, addrspace(5)
  %49 = alloca i32, align 4, addrspace(5)
  %50 = alloca i32, align 4, addrspace(5)
  %51 = alloca i8, align 1, addrspace(5)
  %52 = alloca i32, align 4, addrspace(5)
  %53 = alloca i32, align 4, addrspace(5)
  %54 = alloca i32, align 4, addrspace(5)
  %55 = alloca i32, align 4, addrspace(5)
  %56 = alloca i32, align 4, addrspace(5)
  %57 = alloca i32, align 4, addrspace(5)
  %58 = alloca i32, align 4, addrspace(5)
  %59 = alloca i32, align 4, addrspace(5)
  %60 = alloca i32, align 4, addrspace(5)
  %61 = alloca i32, align 4, addrspace(5)
  %62 = alloca i32, align 4, addrspace(5)
  %63 = alloca i32, align 4, addrspace(5)
  %64 = alloca i32, align 4, addrspace(5)
  %65 = alloca i32, align 4, addrspace(5)
  %66 = alloca i32, align 4, addrspace(5)
  %67 = alloca i32, align 4, addrspace(5)
  %68 = alloca i32, align 4, addrspace(5)
  %69 = alloca i32, align 4, addrspace(5)
  %70 = alloca i32, align 4, addrspace(5)
  %71 = alloca i32, align 4, addrspace(5)
  %72 = alloca i32, align 4, addrspace(5)
  %73 = alloca i32, align 4, addrspace(5)
  %74 = alloca i32, align 4, addrspace(5)
  %75 = alloca i8, align 1, addrspace(5)
  %76 = alloca i32, align 4, addrspace(5)
  %77 = alloca i32, align 4, addrspace(5)
  %78 = alloca i8, align 1, addrspace(5)
  %79 = addrspacecast ptr addrspace(5) %18 to ptr
  %80 = addrspacecast ptr addrspace(5) %19 to ptr
  %81 = addrspacecast ptr addrspace(5) %20 to ptr
  %82 = addrspacecast ptr addrspace(5) %21 to ptr
  %83 = addrspacecast ptr addrspace(5) %25 to ptr
  %84 = addrspacecast ptr addrspace(5) %26 to ptr
  %85 = addrspacecast ptr addrspace(5) %27 to ptr
  %86 = addrspacecast ptr addrspace(5) %28 to ptr
  %87 = addrspacecast ptr addrspace(5) %29 to ptr
  %88 = addrspacecast ptr addrspace(5) %30 to ptr
  %89 = addrspacecast ptr addrspace(5) %31 to ptr
  %90 = addrspacecast ptr addrspace(5) %32 to ptr
  %91 = addrspacecast ptr addrspace(5) %33 to ptr
  %92 = addrspacecast ptr addrspace(5) %34 to ptr
  %93 = addrspacecast ptr addrspace(5) %35 to ptr
  %94 = addrspacecast ptr addrspace(5) %36 to ptr
  %95 = addrspacecast ptr addrspace(5) %37 to ptr
  %96 = addrspacecast ptr addrspace(5) %38 to ptr
  %97 = addrspacecast ptr addrspace(5) %39 to ptr
  %98 = addrspacecast ptr addrspace(5) %40 to ptr
  %99 = addrspacecast ptr addrspace(5) %41 to ptr
  %100 = addrspacecast ptr addrspace(5) %42 to ptr
  %101 = addrspacecast ptr addrspace(5) %43 to ptr
  %102 = addrspacecast ptr addrspace(5) %44 to ptr
  %103 = addrspacecast ptr addrspace(5) %46 to ptr
  %104 = addrspacecast ptr addrspace(5) %47 to ptr
  %105 = addrspacecast ptr addrspace(5) %48 to ptr
  %106 = addrspacecast ptr addrspace(5) %50 to ptr
  %107 = addrspacecast ptr addrspace(5) %51 to ptr
  %108 = addrspacecast ptr addrspace(5) %52 to ptr
  %109 = addrspacecast ptr addrspace(5) %53 to ptr
  %110 = addrspacecast ptr addrspace(5) %54 to ptr
  %111 = addrspacecast ptr addrspace(5) %55 to ptr
  %112 = addrspacecast ptr addrspace(5) %56 to ptr
  %113 = addrspacecast ptr addrspace(5) %57 to ptr
  %114 = addrspacecast ptr addrspace(5) %58 to ptr
  %115 = addrspacecast ptr addrspace(5) %59 to ptr
  %116 = addrspacecast ptr addrspace(5) %60 to ptr
  %117 = addrspacecast ptr addrspace(5) %61 to ptr
  %118 = addrspacecast ptr addrspace(5) %62 to ptr
  %119 = addrspacecast ptr addrspace(5) %63 to ptr
  %120 = addrspacecast ptr addrspace(5) %64 to ptr
  %121 = addrspacecast ptr addrspace(5) %65 to ptr
  %122 = addrspacecast ptr addrspace(5) %66 to ptr
  %123 = addrspacecast ptr addrspace(5) %67 to ptr
  %124 = addrspacecast ptr addrspace(5) %68 to ptr
  %125 = addrspacecast ptr addrspace(5) %69 to ptr
  %126 = addrspacecast ptr addrspace(5) %70 to ptr
  %127 = addrspacecast ptr addrspace(5) %71 to ptr
  %128 = addrspacecast ptr addrspace(5) %73 to ptr
  %129 = addrspacecast ptr addrspace(5) %74 to ptr
  %130 = addrspacecast ptr addrspace(5) %75 to ptr
  %131 = addrspacecast ptr addrspace(5) %77 to ptr
  %132 = addrspacecast ptr addrspace(5) %78 to ptr
  store ptr addrspace(1) %0, ptr %79, align 8
  store ptr addrspace(1) %1, ptr %80, align 8
  store ptr addrspace(1) %2, ptr %81, align 8
  store i32 %3, ptr %82, align 4
  %133 = addrspacecast ptr addrspace(5) %16 to ptr
  %134 = addrspacecast ptr addrspace(5) %17 to ptr
  store i32 0, ptr %134, align 4
  %135 = load i32, ptr %134, align 4
  %136 = addrspacecast ptr addrspace(5) %12 to ptr
  %137 = addrspacecast ptr addrspace(5) %13 to ptr
  store i32 %135, ptr %137, align 4
  %138 = load i32, ptr %137, align 4
  %139 = icmp eq i32 %138, 0
  br i1 %139, label %140, label %142

140:                                              ; preds = %4
  %141 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %151

142:                                              ; preds = %4
  %143 = load i32, ptr %137, align 4
  %144 = icmp eq i32 %143, 1
  br i1 %144, label %145, label %147

145:                                              ; preds = %142
  %146 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %149

147:                                              ; preds = %142
  %148 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %149

149:                                              ; preds = %147, %145
  %150 = phi i32 [ %146, %145 ], [ %148, %147 ]
  br label %151

151:                                              ; preds = %149, %140
  %152 = phi i32 [ %141, %140 ], [ %150, %149 ]
  %153 = zext i32 %152 to i64
  %154 = load i32, ptr %134, align 4
  %155 = addrspacecast ptr addrspace(5) %10 to ptr
  %156 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %154, ptr %156, align 4
  %157 = load i32, ptr %156, align 4
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %159, label %164

159:                                              ; preds = %151
  %160 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %161 = getelementptr i8, ptr addrspace(4) %160, i32 12
  %162 = load i16, ptr addrspace(4) %161, align 2, !range !6, !invariant.load !7, !noundef !7
  %163 = zext i16 %162 to i32
  br label %179

164:                                              ; preds = %151
  %165 = load i32, ptr %156, align 4
  %166 = icmp eq i32 %165, 1
  br i1 %166, label %167, label %172

167:                                              ; preds = %164
  %168 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %169 = getelementptr i8, ptr addrspace(4) %168, i32 14
  %170 = load i16, ptr addrspace(4) %169, align 2, !range !6, !invariant.load !7, !noundef !7
  %171 = zext i16 %170 to i32
  br label %177

172:                                              ; preds = %164
  %173 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %174 = getelementptr i8, ptr addrspace(4) %173, i32 16
  %175 = load i16, ptr addrspace(4) %174, align 2, !range !6, !invariant.load !7, !noundef !7
  %176 = zext i16 %175 to i32
  br label %177

177:                                              ; preds = %172, %167
  %178 = phi i32 [ %171, %167 ], [ %176, %172 ]
  br label %179

179:                                              ; preds = %177, %159
  %180 = phi i32 [ %163, %159 ], [ %178, %177 ]
  %181 = sext i32 %180 to i64
  %182 = mul i64 %153, %181
  %183 = load i32, ptr %134, align 4
  %184 = addrspacecast ptr addrspace(5) %14 to ptr
  %185 = addrspacecast ptr addrspace(5) %15 to ptr
  store i32 %183, ptr %185, align 4
  %186 = load i32, ptr %185, align 4
  %187 = icmp eq i32 %186, 0
  br i1 %187, label %188, label %190

188:                                              ; preds = %179
  %189 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %199

190:                                              ; preds = %179
  %191 = load i32, ptr %185, align 4
  %192 = icmp eq i32 %191, 1
  br i1 %192, label %193, label %195

193:                                              ; preds = %190
  %194 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %197

195:                                              ; preds = %190
  %196 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %197

197:                                              ; preds = %195, %193
  %198 = phi i32 [ %194, %193 ], [ %196, %195 ]
  br label %199

199:                                              ; preds = %188, %197
  %200 = phi i32 [ %189, %188 ], [ %198, %197 ]
  %201 = zext i32 %200 to i64
  %202 = add i64 %182, %201
  %203 = load i32, ptr %134, align 4
  %204 = addrspacecast ptr addrspace(5) %7 to ptr
  %205 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 %203, ptr %205, align 4
  %206 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %207 = getelementptr inbounds i8, ptr addrspace(4) %206, i64 40
  store ptr addrspace(4) %207, ptr addrspace(5) %9, align 8
  %208 = load ptr addrspace(4), ptr addrspace(5) %9, align 8
  %209 = load i32, ptr %205, align 4
  %210 = zext i32 %209 to i64
  %211 = getelementptr inbounds nuw i64, ptr addrspace(4) %208, i64 %210
  %212 = load i64, ptr addrspace(4) %211, align 8
  %213 = add i64 %202, %212
  %214 = trunc i64 %213 to i32
  store i32 %214, ptr addrspace(5) %22, align 4
  %215 = load ptr addrspace(1), ptr %79, align 8
  %216 = load i32, ptr addrspace(5) %22, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds i32, ptr addrspace(1) %215, i64 %217
  %219 = load i32, ptr addrspace(1) %218, align 4
  store i32 %219, ptr addrspace(5) %23, align 4
  %220 = load ptr addrspace(1), ptr %81, align 8
  %221 = load i32, ptr addrspace(5) %22, align 4
  %222 = mul nsw i32 4, %221
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds i32, ptr addrspace(1) %220, i64 %223
  store ptr addrspace(1) %224, ptr addrspace(5) %24, align 8
  %225 = load i32, ptr %82, align 4
  %226 = icmp ne i32 %225, 0
  br i1 %226, label %227, label %339

227:                                              ; preds = %199
  %228 = load i32, ptr addrspace(5) %22, align 4
  %229 = icmp slt i32 %228, 14
  br i1 %229, label %230, label %239

230:                                              ; preds = %227
  %231 = load ptr addrspace(1), ptr %80, align 8
  %232 = load i32, ptr addrspace(5) %22, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds i32, ptr addrspace(1) %231, i64 %233
  %235 = load i32, ptr addrspace(1) %234, align 4
  %236 = load i32, ptr addrspace(5) %22, align 4
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 %237
  store i32 %235, ptr addrspace(3) %238, align 4
  br label %239

239:                                              ; preds = %230, %227
  %240 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 1, ptr %240, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 1, ptr %83, align 4
  %241 = load i32, ptr %83, align 4
  %242 = atomicrmw add ptr addrspace(3) @atomics32.l, i32 %241 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %242, ptr %84, align 4
  %243 = load i32, ptr %84, align 4
  %244 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %245 = getelementptr inbounds i32, ptr addrspace(1) %244, i64 0
  store i32 %243, ptr addrspace(1) %245, align 4
  %246 = load i32, ptr addrspace(5) %23, align 4
  store i32 %246, ptr %85, align 4
  %247 = load i32, ptr %85, align 4
  %248 = atomicrmw sub ptr addrspace(3) getelementptr inbounds ([14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 1), i32 %247 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %248, ptr %86, align 4
  %249 = load i32, ptr %86, align 4
  %250 = load i32, ptr addrspace(5) %22, align 4
  %251 = srem i32 %250, 32
  %252 = and i32 %251, 31
  %253 = shl i32 1, %252
  %254 = xor i32 %253, -1
  store i32 %254, ptr %87, align 4
  %255 = load i32, ptr %87, align 4
  %256 = atomicrmw and ptr addrspace(3) getelementptr inbounds ([14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 2), i32 %255 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %256, ptr %88, align 4
  %257 = load i32, ptr %88, align 4
  %258 = load i32, ptr addrspace(5) %23, align 4
  %259 = and i32 %258, 31
  %260 = and i32 %259, 31
  %261 = shl i32 1, %260
  store i32 %261, ptr %89, align 4
  %262 = load i32, ptr %89, align 4
  %263 = atomicrmw or ptr addrspace(3) getelementptr inbounds ([14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 3), i32 %262 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %263, ptr %90, align 4
  %264 = load i32, ptr %90, align 4
  %265 = load i32, ptr addrspace(5) %23, align 4
  store i32 %265, ptr %91, align 4
  %266 = load i32, ptr %91, align 4
  %267 = atomicrmw xor ptr addrspace(3) getelementptr inbounds ([14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 4), i32 %266 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %267, ptr %92, align 4
  %268 = load i32, ptr %92, align 4
  %269 = load i32, ptr addrspace(5) %23, align 4
  store i32 %269, ptr %93, align 4
  %270 = load i32, ptr %93, align 4
  %271 = atomicrmw min ptr addrspace(3) getelementptr inbounds ([14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 5), i32 %270 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %271, ptr %94, align 4
  %272 = load i32, ptr %94, align 4
  %273 = load i32, ptr addrspace(5) %23, align 4
  store i32 %273, ptr %95, align 4
  %274 = load i32, ptr %95, align 4
  %275 = atomicrmw max ptr addrspace(3) getelementptr inbounds ([14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 6), i32 %274 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %275, ptr %96, align 4
  %276 = load i32, ptr %96, align 4
  %277 = load i32, ptr addrspace(5) %23, align 4
  store i32 %277, ptr %97, align 4
  %278 = load i32, ptr %97, align 4
  %279 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) getelementptr inbounds ([14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 7) to ptr), i32 %278 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %279, ptr %98, align 4
  %280 = load i32, ptr %98, align 4
  %281 = load i32, ptr addrspace(5) %23, align 4
  store i32 %281, ptr %99, align 4
  %282 = load i32, ptr %99, align 4
  %283 = atomicrmw umax ptr addrspacecast (ptr addrspace(3) getelementptr inbounds ([14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 8) to ptr), i32 %282 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %283, ptr %100, align 4
  %284 = load i32, ptr %100, align 4
  %285 = atomicrmw volatile uinc_wrap ptr addrspace(3) getelementptr inbounds ([14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 9), i32 6 syncscope("workgroup") monotonic, align 4
  %286 = atomicrmw volatile udec_wrap ptr addrspace(3) getelementptr inbounds ([14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 10), i32 9 syncscope("workgroup") monotonic, align 4
  %287 = load i32, ptr addrspace(5) %22, align 4
  store i32 %287, ptr %101, align 4
  %288 = load i32, ptr %101, align 4
  %289 = atomicrmw xchg ptr addrspace(3) getelementptr inbounds ([14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 11), i32 %288 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %289, ptr %102, align 4
  %290 = load i32, ptr %102, align 4
  %291 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %292 = getelementptr inbounds i32, ptr addrspace(1) %291, i64 1
  store i32 %290, ptr addrspace(1) %292, align 4
  %293 = load atomic i32, ptr addrspace(3) getelementptr inbounds ([14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 12) syncscope("workgroup") monotonic, align 4
  store i32 %293, ptr %103, align 4
  %294 = load i32, ptr %103, align 4
  store i32 %294, ptr addrspace(5) %45, align 4
  br label %295

295:                                              ; preds = %310, %239
  %296 = load i32, ptr addrspace(5) %45, align 4
  %297 = load i32, ptr addrspace(5) %23, align 4
  %298 = add nsw i32 %296, %297
  store i32 %298, ptr %104, align 4
  %299 = load i32, ptr addrspace(5) %45, align 4
  %300 = load i32, ptr %104, align 4
  %301 = cmpxchg ptr addrspace(3) getelementptr inbounds ([14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 12), i32 %299, i32 %300 syncscope("workgroup") monotonic monotonic, align 4
  %302 = extractvalue { i32, i1 } %301, 0
  %303 = extractvalue { i32, i1 } %301, 1
  br i1 %303, label %305, label %304

304:                                              ; preds = %295
  store i32 %302, ptr addrspace(5) %45, align 4
  br label %305

305:                                              ; preds = %304, %295
  %306 = zext i1 %303 to i8
  store i8 %306, ptr %105, align 1
  %307 = load i8, ptr %105, align 1
  %308 = trunc i8 %307 to i1
  %309 = xor i1 %308, true
  br i1 %309, label %310, label %311

310:                                              ; preds = %305
  br label %295

311:                                              ; preds = %305
  %312 = load i32, ptr addrspace(5) %22, align 4
  store i32 %312, ptr addrspace(5) %49, align 4
  store i32 -1, ptr %106, align 4
  %313 = load i32, ptr addrspace(5) %49, align 4
  %314 = load i32, ptr %106, align 4
  %315 = cmpxchg ptr addrspace(3) getelementptr inbounds ([14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 13), i32 %313, i32 %314 syncscope("workgroup") monotonic monotonic, align 4
  %316 = extractvalue { i32, i1 } %315, 0
  %317 = extractvalue { i32, i1 } %315, 1
  br i1 %317, label %319, label %318

318:                                              ; preds = %311
  store i32 %316, ptr addrspace(5) %49, align 4
  br label %319

319:                                              ; preds = %318, %311
  %320 = zext i1 %317 to i8
  store i8 %320, ptr %107, align 1
  %321 = load i8, ptr %107, align 1
  %322 = trunc i8 %321 to i1
  %323 = load i32, ptr addrspace(5) %49, align 4
  %324 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %325 = getelementptr inbounds i32, ptr addrspace(1) %324, i64 2
  store i32 %323, ptr addrspace(1) %325, align 4
  %326 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 1, ptr %326, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %327 = load i32, ptr addrspace(5) %22, align 4
  %328 = icmp slt i32 %327, 14
  br i1 %328, label %329, label %338

329:                                              ; preds = %319
  %330 = load i32, ptr addrspace(5) %22, align 4
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds [14 x i32], ptr addrspace(3) @atomics32.l, i64 0, i64 %331
  %333 = load i32, ptr addrspace(3) %332, align 4
  %334 = load ptr addrspace(1), ptr %80, align 8
  %335 = load i32, ptr addrspace(5) %22, align 4
  %336 = sext i32 %335 to i64
  %337 = getelementptr inbounds i32, ptr addrspace(1) %334, i64 %336
  store i32 %333, ptr addrspace(1) %337, align 4
  br label %338

338:                                              ; preds = %329, %319
  br label %457

339:                                              ; preds = %199
  %340 = load ptr addrspace(1), ptr %80, align 8
  %341 = getelementptr inbounds i32, ptr addrspace(1) %340, i64 0
  store i32 1, ptr %108, align 4
  %342 = load i32, ptr %108, align 4
  %343 = atomicrmw add ptr addrspace(1) %341, i32 %342 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %343, ptr %109, align 4
  %344 = load i32, ptr %109, align 4
  %345 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %346 = getelementptr inbounds i32, ptr addrspace(1) %345, i64 0
  store i32 %344, ptr addrspace(1) %346, align 4
  %347 = load ptr addrspace(1), ptr %80, align 8
  %348 = getelementptr inbounds i32, ptr addrspace(1) %347, i64 1
  %349 = load i32, ptr addrspace(5) %23, align 4
  store i32 %349, ptr %110, align 4
  %350 = load i32, ptr %110, align 4
  %351 = atomicrmw sub ptr addrspace(1) %348, i32 %350 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %351, ptr %111, align 4
  %352 = load i32, ptr %111, align 4
  %353 = load ptr addrspace(1), ptr %80, align 8
  %354 = getelementptr inbounds i32, ptr addrspace(1) %353, i64 2
  %355 = load i32, ptr addrspace(5) %22, align 4
  %356 = srem i32 %355, 32
  %357 = and i32 %356, 31
  %358 = shl i32 1, %357
  %359 = xor i32 %358, -1
  store i32 %359, ptr %112, align 4
  %360 = load i32, ptr %112, align 4
  %361 = atomicrmw and ptr addrspace(1) %354, i32 %360 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %361, ptr %113, align 4
  %362 = load i32, ptr %113, align 4
  %363 = load ptr addrspace(1), ptr %80, align 8
  %364 = getelementptr inbounds i32, ptr addrspace(1) %363, i64 3
  %365 = load i32, ptr addrspace(5) %23, align 4
  %366 = and i32 %365, 31
  %367 = and i32 %366, 31
  %368 = shl i32 1, %367
  store i32 %368, ptr %114, align 4
  %369 = load i32, ptr %114, align 4
  %370 = atomicrmw or ptr addrspace(1) %364, i32 %369 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %370, ptr %115, align 4
  %371 = load i32, ptr %115, align 4
  %372 = load ptr addrspace(1), ptr %80, align 8
  %373 = getelementptr inbounds i32, ptr addrspace(1) %372, i64 4
  %374 = load i32, ptr addrspace(5) %23, align 4
  store i32 %374, ptr %116, align 4
  %375 = load i32, ptr %116, align 4
  %376 = atomicrmw xor ptr addrspace(1) %373, i32 %375 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %376, ptr %117, align 4
  %377 = load i32, ptr %117, align 4
  %378 = load ptr addrspace(1), ptr %80, align 8
  %379 = getelementptr inbounds i32, ptr addrspace(1) %378, i64 5
  %380 = load i32, ptr addrspace(5) %23, align 4
  store i32 %380, ptr %118, align 4
  %381 = load i32, ptr %118, align 4
  %382 = atomicrmw min ptr addrspace(1) %379, i32 %381 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %382, ptr %119, align 4
  %383 = load i32, ptr %119, align 4
  %384 = load ptr addrspace(1), ptr %80, align 8
  %385 = getelementptr inbounds i32, ptr addrspace(1) %384, i64 6
  %386 = load i32, ptr addrspace(5) %23, align 4
  store i32 %386, ptr %120, align 4
  %387 = load i32, ptr %120, align 4
  %388 = atomicrmw max ptr addrspace(1) %385, i32 %387 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %388, ptr %121, align 4
  %389 = load i32, ptr %121, align 4
  %390 = load ptr addrspace(1), ptr %80, align 8
  %391 = getelementptr inbounds i32, ptr addrspace(1) %390, i64 7
  %392 = addrspacecast ptr addrspace(1) %391 to ptr
  %393 = load i32, ptr addrspace(5) %23, align 4
  store i32 %393, ptr %122, align 4
  %394 = load i32, ptr %122, align 4
  %395 = atomicrmw umin ptr %392, i32 %394 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %395, ptr %123, align 4
  %396 = load i32, ptr %123, align 4
  %397 = load ptr addrspace(1), ptr %80, align 8
  %398 = getelementptr inbounds i32, ptr addrspace(1) %397, i64 8
  %399 = addrspacecast ptr addrspace(1) %398 to ptr
  %400 = load i32, ptr addrspace(5) %23, align 4
  store i32 %400, ptr %124, align 4
  %401 = load i32, ptr %124, align 4
  %402 = atomicrmw umax ptr %399, i32 %401 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %402, ptr %125, align 4
  %403 = load i32, ptr %125, align 4
  %404 = load ptr addrspace(1), ptr %80, align 8
  %405 = getelementptr inbounds i32, ptr addrspace(1) %404, i64 9
  %406 = atomicrmw volatile uinc_wrap ptr addrspace(1) %405, i32 6 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !7
  %407 = load ptr addrspace(1), ptr %80, align 8
  %408 = getelementptr inbounds i32, ptr addrspace(1) %407, i64 10
  %409 = atomicrmw volatile udec_wrap ptr addrspace(1) %408, i32 9 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !7
  %410 = load ptr addrspace(1), ptr %80, align 8
  %411 = getelementptr inbounds i32, ptr addrspace(1) %410, i64 11
  %412 = load i32, ptr addrspace(5) %22, align 4
  store i32 %412, ptr %126, align 4
  %413 = load i32, ptr %126, align 4
  %414 = atomicrmw xchg ptr addrspace(1) %411, i32 %413 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %414, ptr %127, align 4
  %415 = load i32, ptr %127, align 4
  %416 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %417 = getelementptr inbounds i32, ptr addrspace(1) %416, i64 1
  store i32 %415, ptr addrspace(1) %417, align 4
  %418 = load ptr addrspace(1), ptr %80, align 8
  %419 = getelementptr inbounds i32, ptr addrspace(1) %418, i64 12
  %420 = load atomic i32, ptr addrspace(1) %419 syncscope("agent") monotonic, align 4
  store i32 %420, ptr %128, align 4
  %421 = load i32, ptr %128, align 4
  store i32 %421, ptr addrspace(5) %72, align 4
  br label %422

422:                                              ; preds = %439, %339
  %423 = load ptr addrspace(1), ptr %80, align 8
  %424 = getelementptr inbounds i32, ptr addrspace(1) %423, i64 12
  %425 = load i32, ptr addrspace(5) %72, align 4
  %426 = load i32, ptr addrspace(5) %23, align 4
  %427 = add nsw i32 %425, %426
  store i32 %427, ptr %129, align 4
  %428 = load i32, ptr addrspace(5) %72, align 4
  %429 = load i32, ptr %129, align 4
  %430 = cmpxchg ptr addrspace(1) %424, i32 %428, i32 %429 syncscope("agent") monotonic monotonic, align 4
  %431 = extractvalue { i32, i1 } %430, 0
  %432 = extractvalue { i32, i1 } %430, 1
  br i1 %432, label %434, label %433

433:                                              ; preds = %422
  store i32 %431, ptr addrspace(5) %72, align 4
  br label %434

434:                                              ; preds = %433, %422
  %435 = zext i1 %432 to i8
  store i8 %435, ptr %130, align 1
  %436 = load i8, ptr %130, align 1
  %437 = trunc i8 %436 to i1
  %438 = xor i1 %437, true
  br i1 %438, label %439, label %440

439:                                              ; preds = %434
  br label %422

440:                                              ; preds = %434
  %441 = load i32, ptr addrspace(5) %22, align 4
  store i32 %441, ptr addrspace(5) %76, align 4
  %442 = load ptr addrspace(1), ptr %80, align 8
  %443 = getelementptr inbounds i32, ptr addrspace(1) %442, i64 13
  store i32 -1, ptr %131, align 4
  %444 = load i32, ptr addrspace(5) %76, align 4
  %445 = load i32, ptr %131, align 4
  %446 = cmpxchg ptr addrspace(1) %443, i32 %444, i32 %445 syncscope("agent") monotonic monotonic, align 4
  %447 = extractvalue { i32, i1 } %446, 0
  %448 = extractvalue { i32, i1 } %446, 1
  br i1 %448, label %450, label %449

449:                                              ; preds = %440
  store i32 %447, ptr addrspace(5) %76, align 4
  br label %450

450:                                              ; preds = %449, %440
  %451 = zext i1 %448 to i8
  store i8 %451, ptr %132, align 1
  %452 = load i8, ptr %132, align 1
  %453 = trunc i8 %452 to i1
  %454 = load i32, ptr addrspace(5) %76, align 4
  %455 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %456 = getelementptr inbounds i32, ptr addrspace(1) %455, i64 2
  store i32 %454, ptr addrspace(1) %456, align 4
  br label %457

457:                                              ; preds = %450, %338
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @atomics64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, i32 noundef %3) #4 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !11 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store i32 %3, ptr %12, align 4
  %13 = load ptr addrspace(1), ptr %9, align 8
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load i32, ptr %12, align 4
  call void @__clang_ocl_kern_imp_atomics64(ptr addrspace(1) noundef align 8 %13, ptr addrspace(1) noundef align 8 %14, ptr addrspace(1) noundef align 8 %15, i32 noundef %16) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_atomics64(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, i32 noundef %3) #5 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !11 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca ptr addrspace(4), align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i64, align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca ptr addrspace(1), align 8, addrspace(5)
  %19 = alloca ptr addrspace(1), align 8, addrspace(5)
  %20 = alloca ptr addrspace(1), align 8, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i64, align 8, addrspace(5)
  %24 = alloca ptr addrspace(1), align 8, addrspace(5)
  %25 = alloca i64, align 8, addrspace(5)
  %26 = alloca i64, align 8, addrspace(5)
  %27 = alloca i64, align 8, addrspace(5)
  %28 = alloca i64, align 8, addrspace(5)
  %29 = alloca i64, align 8, addrspace(5)
  %30 = alloca i64, align 8, addrspace(5)
  %31 = alloca i64, align 8, addrspace(5)
  %32 = alloca i64, align 8, addrspace(5)
  %33 = alloca i64, align 8, addrspace(5)
  %34 = alloca i64, align 8, addrspace(5)
  %35 = alloca i64, align 8, addrspace(5)
  %36 = alloca i64, align 8, addrspace(5)
  %37 = alloca i64, align 8, addrspace(5)
  %38 = alloca i64, align 8, addrspace(5)
  %39 = alloca i64, align 8, addrspace(5)
  %40 = alloca i64, align 8, addrspace(5)
  %41 = alloca i64, align 8, addrspace(5)
  %42 = alloca i64, align 8, addrspace(5)
  %43 = alloca i64, align 8, addrspace(5)
  %44 = alloca i64, align 8, addrspace(5)
  %45 = alloca i64, align 8, addrspace(5)
  %46 = alloca i64, align 8, addrspace(5)
  %47 = alloca i64, align 8, addrspace(5)
  %48 = alloca i8, align 1, addrspace(5)
  %49 = alloca i64, align 8, addrspace(5)
  %50 = alloca i64, align 8, addrspace(5)
  %51 = alloca i8, align 1, addrspace(5)
  %52 = alloca i64, align 8, addrspace(5)
  %53 = alloca i64, align 8, addrspace(5)
  %54 = alloca i64, align 8, addrspace(5)
  %55 = alloca i64, align 8, addrspace(5)
  %56 = alloca i64, align 8, addrspace(5)
  %57 = alloca i64, align 8, addrspace(5)
  %58 = alloca i64, align 8, addrspace(5)
  %59 = alloca i64, align 8, addrspace(5)
  %60 = alloca i64, align 8, addrspace(5)
  %61 = alloca i64, align 8, addrspace(5)
  %62 = alloca i64, align 8, addrspace(5)
  %63 = alloca i64, align 8, addrspace(5)
  %64 = alloca i64, align 8, addrspace(5)
  %65 = alloca i64, align 8, addrspace(5)
  %66 = alloca i64, align 8, addrspace(5)
  %67 = alloca i64, align 8, addrspace(5)
  %68 = alloca i64, align 8, addrspace(5)
  %69 = alloca i64, align 8, addrspace(5)
  %70 = alloca i64, align 8, addrspace(5)
  %71 = alloca i64, align 8, addrspace(5)
  %72 = alloca i64, align 8, addrspace(5)
  %73 = alloca i64, align 8, addrspace(5)
  %74 = alloca i64, align 8, addrspace(5)
  %75 = alloca i8, align 1, addrspace(5)
  %76 = alloca i64, align 8, addrspace(5)
  %77 = alloca i64, align 8, addrspace(5)
  %78 = alloca i8, align 1, addrspace(5)
  %79 = addrspacecast ptr addrspace(5) %18 to ptr
  %80 = addrspacecast ptr addrspace(5) %19 to ptr
  %81 = addrspacecast ptr addrspace(5) %20 to ptr
  %82 = addrspacecast ptr addrspace(5) %21 to ptr
  %83 = addrspacecast ptr addrspace(5) %25 to ptr
  %84 = addrspacecast ptr addrspace(5) %26 to ptr
  %85 = addrspacecast ptr addrspace(5) %27 to ptr
  %86 = addrspacecast ptr addrspace(5) %28 to ptr
  %87 = addrspacecast ptr addrspace(5) %29 to ptr
  %88 = addrspacecast ptr addrspace(5) %30 to ptr
  %89 = addrspacecast ptr addrspace(5) %31 to ptr
  %90 = addrspacecast ptr addrspace(5) %32 to ptr
  %91 = addrspacecast ptr addrspace(5) %33 to ptr
  %92 = addrspacecast ptr addrspace(5) %34 to ptr
  %93 = addrspacecast ptr addrspace(5) %35 to ptr
  %94 = addrspacecast ptr addrspace(5) %36 to ptr
  %95 = addrspacecast ptr addrspace(5) %37 to ptr
  %96 = addrspacecast ptr addrspace(5) %38 to ptr
  %97 = addrspacecast ptr addrspace(5) %39 to ptr
  %98 = addrspacecast ptr addrspace(5) %40 to ptr
  %99 = addrspacecast ptr addrspace(5) %41 to ptr
  %100 = addrspacecast ptr addrspace(5) %42 to ptr
  %101 = addrspacecast ptr addrspace(5) %43 to ptr
  %102 = addrspacecast ptr addrspace(5) %44 to ptr
  %103 = addrspacecast ptr addrspace(5) %46 to ptr
  %104 = addrspacecast ptr addrspace(5) %47 to ptr
  %105 = addrspacecast ptr addrspace(5) %48 to ptr
  %106 = addrspacecast ptr addrspace(5) %50 to ptr
  %107 = addrspacecast ptr addrspace(5) %51 to ptr
  %108 = addrspacecast ptr addrspace(5) %52 to ptr
  %109 = addrspacecast ptr addrspace(5) %53 to ptr
  %110 = addrspacecast ptr addrspace(5) %54 to ptr
  %111 = addrspacecast ptr addrspace(5) %55 to ptr
  %112 = addrspacecast ptr addrspace(5) %56 to ptr
  %113 = addrspacecast ptr addrspace(5) %57 to ptr
  %114 = addrspacecast ptr addrspace(5) %58 to ptr
  %115 = addrspacecast ptr addrspace(5) %59 to ptr
  %116 = addrspacecast ptr addrspace(5) %60 to ptr
  %117 = addrspacecast ptr addrspace(5) %61 to ptr
  %118 = addrspacecast ptr addrspace(5) %62 to ptr
  %119 = addrspacecast ptr addrspace(5) %63 to ptr
  %120 = addrspacecast ptr addrspace(5) %64 to ptr
  %121 = addrspacecast ptr addrspace(5) %65 to ptr
  %122 = addrspacecast ptr addrspace(5) %66 to ptr
  %123 = addrspacecast ptr addrspace(5) %67 to ptr
  %124 = addrspacecast ptr addrspace(5) %68 to ptr
  %125 = addrspacecast ptr addrspace(5) %69 to ptr
  %126 = addrspacecast ptr addrspace(5) %70 to ptr
  %127 = addrspacecast ptr addrspace(5) %71 to ptr
  %128 = addrspacecast ptr addrspace(5) %73 to ptr
  %129 = addrspacecast ptr addrspace(5) %74 to ptr
  %130 = addrspacecast ptr addrspace(5) %75 to ptr
  %131 = addrspacecast ptr addrspace(5) %77 to ptr
  %132 = addrspacecast ptr addrspace(5) %78 to ptr
  store ptr addrspace(1) %0, ptr %79, align 8
  store ptr addrspace(1) %1, ptr %80, align 8
  store ptr addrspace(1) %2, ptr %81, align 8
  store i32 %3, ptr %82, align 4
  %133 = addrspacecast ptr addrspace(5) %16 to ptr
  %134 = addrspacecast ptr addrspace(5) %17 to ptr
  store i32 0, ptr %134, align 4
  %135 = load i32, ptr %134, align 4
  %136 = addrspacecast ptr addrspace(5) %12 to ptr
  %137 = addrspacecast ptr addrspace(5) %13 to ptr
  store i32 %135, ptr %137, align 4
  %138 = load i32, ptr %137, align 4
  %139 = icmp eq i32 %138, 0
  br i1 %139, label %140, label %142

140:                                              ; preds = %4
  %141 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %151

142:                                              ; preds = %4
  %143 = load i32, ptr %137, align 4
  %144 = icmp eq i32 %143, 1
  br i1 %144, label %145, label %147

145:                                              ; preds = %142
  %146 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %149

147:                                              ; preds = %142
  %148 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %149

149:                                              ; preds = %147, %145
  %150 = phi i32 [ %146, %145 ], [ %148, %147 ]
  br label %151

151:                                              ; preds = %149, %140
  %152 = phi i32 [ %141, %140 ], [ %150, %149 ]
  %153 = zext i32 %152 to i64
  %154 = load i32, ptr %134, align 4
  %155 = addrspacecast ptr addrspace(5) %10 to ptr
  %156 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %154, ptr %156, align 4
  %157 = load i32, ptr %156, align 4
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %159, label %164

159:                                              ; preds = %151
  %160 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %161 = getelementptr i8, ptr addrspace(4) %160, i32 12
  %162 = load i16, ptr addrspace(4) %161, align 2, !range !6, !invariant.load !7, !noundef !7
  %163 = zext i16 %162 to i32
  br label %179

164:                                              ; preds = %151
  %165 = load i32, ptr %156, align 4
  %166 = icmp eq i32 %165, 1
  br i1 %166, label %167, label %172

167:                                              ; preds = %164
  %168 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %169 = getelementptr i8, ptr addrspace(4) %168, i32 14
  %170 = load i16, ptr addrspace(4) %169, align 2, !range !6, !invariant.load !7, !noundef !7
  %171 = zext i16 %170 to i32
  br label %177

172:                                              ; preds = %164
  %173 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %174 = getelementptr i8, ptr addrspace(4) %173, i32 16
  %175 = load i16, ptr addrspace(4) %174, align 2, !range !6, !invariant.load !7, !noundef !7
  %176 = zext i16 %175 to i32
  br label %177

177:                                              ; preds = %172, %167
  %178 = phi i32 [ %171, %167 ], [ %176, %172 ]
  br label %179

179:                                              ; preds = %177, %159
  %180 = phi i32 [ %163, %159 ], [ %178, %177 ]
  %181 = sext i32 %180 to i64
  %182 = mul i64 %153, %181
  %183 = load i32, ptr %134, align 4
  %184 = addrspacecast ptr addrspace(5) %14 to ptr
  %185 = addrspacecast ptr addrspace(5) %15 to ptr
  store i32 %183, ptr %185, align 4
  %186 = load i32, ptr %185, align 4
  %187 = icmp eq i32 %186, 0
  br i1 %187, label %188, label %190

188:                                              ; preds = %179
  %189 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %199

190:                                              ; preds = %179
  %191 = load i32, ptr %185, align 4
  %192 = icmp eq i32 %191, 1
  br i1 %192, label %193, label %195

193:                                              ; preds = %190
  %194 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %197

195:                                              ; preds = %190
  %196 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %197

197:                                              ; preds = %195, %193
  %198 = phi i32 [ %194, %193 ], [ %196, %195 ]
  br label %199

199:                                              ; preds = %188, %197
  %200 = phi i32 [ %189, %188 ], [ %198, %197 ]
  %201 = zext i32 %200 to i64
  %202 = add i64 %182, %201
  %203 = load i32, ptr %134, align 4
  %204 = addrspacecast ptr addrspace(5) %7 to ptr
  %205 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 %203, ptr %205, align 4
  %206 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %207 = getelementptr inbounds i8, ptr addrspace(4) %206, i64 40
  store ptr addrspace(4) %207, ptr addrspace(5) %9, align 8
  %208 = load ptr addrspace(4), ptr addrspace(5) %9, align 8
  %209 = load i32, ptr %205, align 4
  %210 = zext i32 %209 to i64
  %211 = getelementptr inbounds nuw i64, ptr addrspace(4) %208, i64 %210
  %212 = load i64, ptr addrspace(4) %211, align 8
  %213 = add i64 %202, %212
  %214 = trunc i64 %213 to i32
  store i32 %214, ptr addrspace(5) %22, align 4
  %215 = load ptr addrspace(1), ptr %79, align 8
  %216 = load i32, ptr addrspace(5) %22, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds i64, ptr addrspace(1) %215, i64 %217
  %219 = load i64, ptr addrspace(1) %218, align 8
  store i64 %219, ptr addrspace(5) %23, align 8
  %220 = load ptr addrspace(1), ptr %81, align 8
  %221 = load i32, ptr addrspace(5) %22, align 4
  %222 = mul nsw i32 4, %221
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds i64, ptr addrspace(1) %220, i64 %223
  store ptr addrspace(1) %224, ptr addrspace(5) %24, align 8
  %225 = load i32, ptr %82, align 4
  %226 = icmp ne i32 %225, 0
  br i1 %226, label %227, label %343

227:                                              ; preds = %199
  %228 = load i32, ptr addrspace(5) %22, align 4
  %229 = icmp slt i32 %228, 14
  br i1 %229, label %230, label %239

230:                                              ; preds = %227
  %231 = load ptr addrspace(1), ptr %80, align 8
  %232 = load i32, ptr addrspace(5) %22, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds i64, ptr addrspace(1) %231, i64 %233
  %235 = load i64, ptr addrspace(1) %234, align 8
  %236 = load i32, ptr addrspace(5) %22, align 4
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 %237
  store i64 %235, ptr addrspace(3) %238, align 8
  br label %239

239:                                              ; preds = %230, %227
  %240 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 1, ptr %240, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i64 4294967297, ptr %83, align 8
  %241 = load i64, ptr %83, align 8
  %242 = atomicrmw add ptr addrspace(3) @atomics64.l, i64 %241 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %242, ptr %84, align 8
  %243 = load i64, ptr %84, align 8
  %244 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %245 = getelementptr inbounds i64, ptr addrspace(1) %244, i64 0
  store i64 %243, ptr addrspace(1) %245, align 8
  %246 = load i64, ptr addrspace(5) %23, align 8
  store i64 %246, ptr %85, align 8
  %247 = load i64, ptr %85, align 8
  %248 = atomicrmw sub ptr addrspace(3) getelementptr inbounds ([14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 1), i64 %247 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %248, ptr %86, align 8
  %249 = load i64, ptr %86, align 8
  %250 = load i32, ptr addrspace(5) %22, align 4
  %251 = srem i32 %250, 64
  %252 = zext i32 %251 to i64
  %253 = and i64 %252, 63
  %254 = shl i64 1, %253
  %255 = xor i64 %254, -1
  store i64 %255, ptr %87, align 8
  %256 = load i64, ptr %87, align 8
  %257 = atomicrmw and ptr addrspace(3) getelementptr inbounds ([14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 2), i64 %256 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %257, ptr %88, align 8
  %258 = load i64, ptr %88, align 8
  %259 = load i64, ptr addrspace(5) %23, align 8
  %260 = and i64 %259, 63
  %261 = and i64 %260, 63
  %262 = shl i64 1, %261
  store i64 %262, ptr %89, align 8
  %263 = load i64, ptr %89, align 8
  %264 = atomicrmw or ptr addrspace(3) getelementptr inbounds ([14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 3), i64 %263 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %264, ptr %90, align 8
  %265 = load i64, ptr %90, align 8
  %266 = load i64, ptr addrspace(5) %23, align 8
  store i64 %266, ptr %91, align 8
  %267 = load i64, ptr %91, align 8
  %268 = atomicrmw xor ptr addrspace(3) getelementptr inbounds ([14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 4), i64 %267 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %268, ptr %92, align 8
  %269 = load i64, ptr %92, align 8
  %270 = load i64, ptr addrspace(5) %23, align 8
  store i64 %270, ptr %93, align 8
  %271 = load i64, ptr %93, align 8
  %272 = atomicrmw min ptr addrspace(3) getelementptr inbounds ([14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 5), i64 %271 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %272, ptr %94, align 8
  %273 = load i64, ptr %94, align 8
  %274 = load i64, ptr addrspace(5) %23, align 8
  store i64 %274, ptr %95, align 8
  %275 = load i64, ptr %95, align 8
  %276 = atomicrmw max ptr addrspace(3) getelementptr inbounds ([14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 6), i64 %275 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %276, ptr %96, align 8
  %277 = load i64, ptr %96, align 8
  %278 = load i64, ptr addrspace(5) %23, align 8
  store i64 %278, ptr %97, align 8
  %279 = load i64, ptr %97, align 8
  %280 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) getelementptr inbounds ([14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 7) to ptr), i64 %279 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %280, ptr %98, align 8
  %281 = load i64, ptr %98, align 8
  %282 = load i64, ptr addrspace(5) %23, align 8
  store i64 %282, ptr %99, align 8
  %283 = load i64, ptr %99, align 8
  %284 = atomicrmw umax ptr addrspacecast (ptr addrspace(3) getelementptr inbounds ([14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 8) to ptr), i64 %283 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %284, ptr %100, align 8
  %285 = load i64, ptr %100, align 8
  %286 = atomicrmw volatile uinc_wrap ptr addrspace(3) getelementptr inbounds ([14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 9), i64 6 syncscope("workgroup") monotonic, align 8
  %287 = atomicrmw volatile udec_wrap ptr addrspace(3) getelementptr inbounds ([14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 10), i64 9 syncscope("workgroup") monotonic, align 8
  %288 = load i32, ptr addrspace(5) %22, align 4
  %289 = sext i32 %288 to i64
  %290 = shl i64 %289, 33
  store i64 %290, ptr %101, align 8
  %291 = load i64, ptr %101, align 8
  %292 = atomicrmw xchg ptr addrspace(3) getelementptr inbounds ([14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 11), i64 %291 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %292, ptr %102, align 8
  %293 = load i64, ptr %102, align 8
  %294 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %295 = getelementptr inbounds i64, ptr addrspace(1) %294, i64 1
  store i64 %293, ptr addrspace(1) %295, align 8
  %296 = load atomic i64, ptr addrspace(3) getelementptr inbounds ([14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 12) syncscope("workgroup") monotonic, align 8
  store i64 %296, ptr %103, align 8
  %297 = load i64, ptr %103, align 8
  store i64 %297, ptr addrspace(5) %45, align 8
  br label %298

298:                                              ; preds = %313, %239
  %299 = load i64, ptr addrspace(5) %45, align 8
  %300 = load i64, ptr addrspace(5) %23, align 8
  %301 = add nsw i64 %299, %300
  store i64 %301, ptr %104, align 8
  %302 = load i64, ptr addrspace(5) %45, align 8
  %303 = load i64, ptr %104, align 8
  %304 = cmpxchg ptr addrspace(3) getelementptr inbounds ([14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 12), i64 %302, i64 %303 syncscope("workgroup") monotonic monotonic, align 8
  %305 = extractvalue { i64, i1 } %304, 0
  %306 = extractvalue { i64, i1 } %304, 1
  br i1 %306, label %308, label %307

307:                                              ; preds = %298
  store i64 %305, ptr addrspace(5) %45, align 8
  br label %308

308:                                              ; preds = %307, %298
  %309 = zext i1 %306 to i8
  store i8 %309, ptr %105, align 1
  %310 = load i8, ptr %105, align 1
  %311 = trunc i8 %310 to i1
  %312 = xor i1 %311, true
  br i1 %312, label %313, label %314

313:                                              ; preds = %308
  br label %298

314:                                              ; preds = %308
  %315 = load i32, ptr addrspace(5) %22, align 4
  %316 = sext i32 %315 to i64
  store i64 %316, ptr addrspace(5) %49, align 8
  store i64 -1, ptr %106, align 8
  %317 = load i64, ptr addrspace(5) %49, align 8
  %318 = load i64, ptr %106, align 8
  %319 = cmpxchg ptr addrspace(3) getelementptr inbounds ([14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 13), i64 %317, i64 %318 syncscope("workgroup") monotonic monotonic, align 8
  %320 = extractvalue { i64, i1 } %319, 0
  %321 = extractvalue { i64, i1 } %319, 1
  br i1 %321, label %323, label %322

322:                                              ; preds = %314
  store i64 %320, ptr addrspace(5) %49, align 8
  br label %323

323:                                              ; preds = %322, %314
  %324 = zext i1 %321 to i8
  store i8 %324, ptr %107, align 1
  %325 = load i8, ptr %107, align 1
  %326 = trunc i8 %325 to i1
  %327 = load i64, ptr addrspace(5) %49, align 8
  %328 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %329 = getelementptr inbounds i64, ptr addrspace(1) %328, i64 2
  store i64 %327, ptr addrspace(1) %329, align 8
  %330 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 1, ptr %330, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %331 = load i32, ptr addrspace(5) %22, align 4
  %332 = icmp slt i32 %331, 14
  br i1 %332, label %333, label %342

333:                                              ; preds = %323
  %334 = load i32, ptr addrspace(5) %22, align 4
  %335 = sext i32 %334 to i64
  %336 = getelementptr inbounds [14 x i64], ptr addrspace(3) @atomics64.l, i64 0, i64 %335
  %337 = load i64, ptr addrspace(3) %336, align 8
  %338 = load ptr addrspace(1), ptr %80, align 8
  %339 = load i32, ptr addrspace(5) %22, align 4
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds i64, ptr addrspace(1) %338, i64 %340
  store i64 %337, ptr addrspace(1) %341, align 8
  br label %342

342:                                              ; preds = %333, %323
  br label %465

343:                                              ; preds = %199
  %344 = load ptr addrspace(1), ptr %80, align 8
  %345 = getelementptr inbounds i64, ptr addrspace(1) %344, i64 0
  store i64 4294967297, ptr %108, align 8
  %346 = load i64, ptr %108, align 8
  %347 = atomicrmw add ptr addrspace(1) %345, i64 %346 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %347, ptr %109, align 8
  %348 = load i64, ptr %109, align 8
  %349 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %350 = getelementptr inbounds i64, ptr addrspace(1) %349, i64 0
  store i64 %348, ptr addrspace(1) %350, align 8
  %351 = load ptr addrspace(1), ptr %80, align 8
  %352 = getelementptr inbounds i64, ptr addrspace(1) %351, i64 1
  %353 = load i64, ptr addrspace(5) %23, align 8
  store i64 %353, ptr %110, align 8
  %354 = load i64, ptr %110, align 8
  %355 = atomicrmw sub ptr addrspace(1) %352, i64 %354 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %355, ptr %111, align 8
  %356 = load i64, ptr %111, align 8
  %357 = load ptr addrspace(1), ptr %80, align 8
  %358 = getelementptr inbounds i64, ptr addrspace(1) %357, i64 2
  %359 = load i32, ptr addrspace(5) %22, align 4
  %360 = srem i32 %359, 64
  %361 = zext i32 %360 to i64
  %362 = and i64 %361, 63
  %363 = shl i64 1, %362
  %364 = xor i64 %363, -1
  store i64 %364, ptr %112, align 8
  %365 = load i64, ptr %112, align 8
  %366 = atomicrmw and ptr addrspace(1) %358, i64 %365 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %366, ptr %113, align 8
  %367 = load i64, ptr %113, align 8
  %368 = load ptr addrspace(1), ptr %80, align 8
  %369 = getelementptr inbounds i64, ptr addrspace(1) %368, i64 3
  %370 = load i64, ptr addrspace(5) %23, align 8
  %371 = and i64 %370, 63
  %372 = and i64 %371, 63
  %373 = shl i64 1, %372
  store i64 %373, ptr %114, align 8
  %374 = load i64, ptr %114, align 8
  %375 = atomicrmw or ptr addrspace(1) %369, i64 %374 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %375, ptr %115, align 8
  %376 = load i64, ptr %115, align 8
  %377 = load ptr addrspace(1), ptr %80, align 8
  %378 = getelementptr inbounds i64, ptr addrspace(1) %377, i64 4
  %379 = load i64, ptr addrspace(5) %23, align 8
  store i64 %379, ptr %116, align 8
  %380 = load i64, ptr %116, align 8
  %381 = atomicrmw xor ptr addrspace(1) %378, i64 %380 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %381, ptr %117, align 8
  %382 = load i64, ptr %117, align 8
  %383 = load ptr addrspace(1), ptr %80, align 8
  %384 = getelementptr inbounds i64, ptr addrspace(1) %383, i64 5
  %385 = load i64, ptr addrspace(5) %23, align 8
  store i64 %385, ptr %118, align 8
  %386 = load i64, ptr %118, align 8
  %387 = atomicrmw min ptr addrspace(1) %384, i64 %386 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %387, ptr %119, align 8
  %388 = load i64, ptr %119, align 8
  %389 = load ptr addrspace(1), ptr %80, align 8
  %390 = getelementptr inbounds i64, ptr addrspace(1) %389, i64 6
  %391 = load i64, ptr addrspace(5) %23, align 8
  store i64 %391, ptr %120, align 8
  %392 = load i64, ptr %120, align 8
  %393 = atomicrmw max ptr addrspace(1) %390, i64 %392 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %393, ptr %121, align 8
  %394 = load i64, ptr %121, align 8
  %395 = load ptr addrspace(1), ptr %80, align 8
  %396 = getelementptr inbounds i64, ptr addrspace(1) %395, i64 7
  %397 = addrspacecast ptr addrspace(1) %396 to ptr
  %398 = load i64, ptr addrspace(5) %23, align 8
  store i64 %398, ptr %122, align 8
  %399 = load i64, ptr %122, align 8
  %400 = atomicrmw umin ptr %397, i64 %399 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %400, ptr %123, align 8
  %401 = load i64, ptr %123, align 8
  %402 = load ptr addrspace(1), ptr %80, align 8
  %403 = getelementptr inbounds i64, ptr addrspace(1) %402, i64 8
  %404 = addrspacecast ptr addrspace(1) %403 to ptr
  %405 = load i64, ptr addrspace(5) %23, align 8
  store i64 %405, ptr %124, align 8
  %406 = load i64, ptr %124, align 8
  %407 = atomicrmw umax ptr %404, i64 %406 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %407, ptr %125, align 8
  %408 = load i64, ptr %125, align 8
  %409 = load ptr addrspace(1), ptr %80, align 8
  %410 = getelementptr inbounds i64, ptr addrspace(1) %409, i64 9
  %411 = atomicrmw volatile uinc_wrap ptr addrspace(1) %410, i64 6 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !7
  %412 = load ptr addrspace(1), ptr %80, align 8
  %413 = getelementptr inbounds i64, ptr addrspace(1) %412, i64 10
  %414 = atomicrmw volatile udec_wrap ptr addrspace(1) %413, i64 9 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !7
  %415 = load ptr addrspace(1), ptr %80, align 8
  %416 = getelementptr inbounds i64, ptr addrspace(1) %415, i64 11
  %417 = load i32, ptr addrspace(5) %22, align 4
  %418 = sext i32 %417 to i64
  %419 = shl i64 %418, 33
  store i64 %419, ptr %126, align 8
  %420 = load i64, ptr %126, align 8
  %421 = atomicrmw xchg ptr addrspace(1) %416, i64 %420 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %421, ptr %127, align 8
  %422 = load i64, ptr %127, align 8
  %423 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %424 = getelementptr inbounds i64, ptr addrspace(1) %423, i64 1
  store i64 %422, ptr addrspace(1) %424, align 8
  %425 = load ptr addrspace(1), ptr %80, align 8
  %426 = getelementptr inbounds i64, ptr addrspace(1) %425, i64 12
  %427 = load atomic i64, ptr addrspace(1) %426 syncscope("agent") monotonic, align 8
  store i64 %427, ptr %128, align 8
  %428 = load i64, ptr %128, align 8
  store i64 %428, ptr addrspace(5) %72, align 8
  br label %429

429:                                              ; preds = %446, %343
  %430 = load ptr addrspace(1), ptr %80, align 8
  %431 = getelementptr inbounds i64, ptr addrspace(1) %430, i64 12
  %432 = load i64, ptr addrspace(5) %72, align 8
  %433 = load i64, ptr addrspace(5) %23, align 8
  %434 = add nsw i64 %432, %433
  store i64 %434, ptr %129, align 8
  %435 = load i64, ptr addrspace(5) %72, align 8
  %436 = load i64, ptr %129, align 8
  %437 = cmpxchg ptr addrspace(1) %431, i64 %435, i64 %436 syncscope("agent") monotonic monotonic, align 8
  %438 = extractvalue { i64, i1 } %437, 0
  %439 = extractvalue { i64, i1 } %437, 1
  br i1 %439, label %441, label %440

440:                                              ; preds = %429
  store i64 %438, ptr addrspace(5) %72, align 8
  br label %441

441:                                              ; preds = %440, %429
  %442 = zext i1 %439 to i8
  store i8 %442, ptr %130, align 1
  %443 = load i8, ptr %130, align 1
  %444 = trunc i8 %443 to i1
  %445 = xor i1 %444, true
  br i1 %445, label %446, label %447

446:                                              ; preds = %441
  br label %429

447:                                              ; preds = %441
  %448 = load i32, ptr addrspace(5) %22, align 4
  %449 = sext i32 %448 to i64
  store i64 %449, ptr addrspace(5) %76, align 8
  %450 = load ptr addrspace(1), ptr %80, align 8
  %451 = getelementptr inbounds i64, ptr addrspace(1) %450, i64 13
  store i64 -1, ptr %131, align 8
  %452 = load i64, ptr addrspace(5) %76, align 8
  %453 = load i64, ptr %131, align 8
  %454 = cmpxchg ptr addrspace(1) %451, i64 %452, i64 %453 syncscope("agent") monotonic monotonic, align 8
  %455 = extractvalue { i64, i1 } %454, 0
  %456 = extractvalue { i64, i1 } %454, 1
  br i1 %456, label %458, label %457

457:                                              ; preds = %447
  store i64 %455, ptr addrspace(5) %76, align 8
  br label %458

458:                                              ; preds = %457, %447
  %459 = zext i1 %456 to i8
  store i8 %459, ptr %132, align 1
  %460 = load i8, ptr %132, align 1
  %461 = trunc i8 %460 to i1
  %462 = load i64, ptr addrspace(5) %76, align 8
  %463 = load ptr addrspace(1), ptr addrspace(5) %24, align 8
  %464 = getelementptr inbounds i64, ptr addrspace(1) %463, i64 2
  store i64 %462, ptr addrspace(1) %464, align 8
  br label %465

465:                                              ; preds = %458, %342
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @fadd(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 8 %2) #4 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
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
  call void @__clang_ocl_kern_imp_fadd(ptr addrspace(1) noundef align 4 %10, ptr addrspace(1) noundef align 4 %11, ptr addrspace(1) noundef align 8 %12) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_fadd(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 8 %2) #5 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
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
  %17 = alloca i64, align 8, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca ptr addrspace(1), align 8, addrspace(5)
  %20 = alloca ptr addrspace(1), align 8, addrspace(5)
  %21 = alloca ptr addrspace(1), align 8, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca float, align 4, addrspace(5)
  %24 = alloca float, align 4, addrspace(5)
  %25 = alloca float, align 4, addrspace(5)
  %26 = alloca float, align 4, addrspace(5)
  %27 = alloca float, align 4, addrspace(5)
  %28 = alloca double, align 8, addrspace(5)
  %29 = alloca double, align 8, addrspace(5)
  %30 = alloca double, align 8, addrspace(5)
  %31 = alloca double, align 8, addrspace(5)
  %32 = alloca float, align 4, addrspace(5)
  %33 = alloca float, align 4, addrspace(5)
  %34 = alloca double, align 8, addrspace(5)
  %35 = alloca double, align 8, addrspace(5)
  %36 = addrspacecast ptr addrspace(5) %19 to ptr
  %37 = addrspacecast ptr addrspace(5) %20 to ptr
  %38 = addrspacecast ptr addrspace(5) %21 to ptr
  %39 = addrspacecast ptr addrspace(5) %24 to ptr
  %40 = addrspacecast ptr addrspace(5) %25 to ptr
  %41 = addrspacecast ptr addrspace(5) %26 to ptr
  %42 = addrspacecast ptr addrspace(5) %27 to ptr
  %43 = addrspacecast ptr addrspace(5) %28 to ptr
  %44 = addrspacecast ptr addrspace(5) %29 to ptr
  %45 = addrspacecast ptr addrspace(5) %30 to ptr
  %46 = addrspacecast ptr addrspace(5) %31 to ptr
  %47 = addrspacecast ptr addrspace(5) %32 to ptr
  %48 = addrspacecast ptr addrspace(5) %33 to ptr
  %49 = addrspacecast ptr addrspace(5) %34 to ptr
  %50 = addrspacecast ptr addrspace(5) %35 to ptr
  store ptr addrspace(1) %0, ptr %36, align 8
  store ptr addrspace(1) %1, ptr %37, align 8
  store ptr addrspace(1) %2, ptr %38, align 8
  %51 = addrspacecast ptr addrspace(5) %17 to ptr
  %52 = addrspacecast ptr addrspace(5) %18 to ptr
  store i32 0, ptr %52, align 4
  %53 = load i32, ptr %52, align 4
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %57

55:                                               ; preds = %3
  %56 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %66

57:                                               ; preds = %3
  %58 = load i32, ptr %52, align 4
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %62

60:                                               ; preds = %57
  %61 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %64

62:                                               ; preds = %57
  %63 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %64

64:                                               ; preds = %62, %60
  %65 = phi i32 [ %61, %60 ], [ %63, %62 ]
  br label %66

66:                                               ; preds = %55, %64
  %67 = phi i32 [ %56, %55 ], [ %65, %64 ]
  %68 = zext i32 %67 to i64
  %69 = trunc i64 %68 to i32
  store i32 %69, ptr addrspace(5) %22, align 4
  %70 = load i32, ptr addrspace(5) %22, align 4
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %72, label %73

72:                                               ; preds = %66
  store float 0.000000e+00, ptr addrspace(3) @fadd.lf, align 4
  store double 0.000000e+00, ptr addrspace(3) @fadd.ld, align 8
  br label %73

73:                                               ; preds = %72, %66
  %74 = addrspacecast ptr addrspace(5) %4 to ptr
  store i32 1, ptr %74, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %75 = load ptr addrspace(1), ptr %36, align 8
  %76 = addrspacecast ptr addrspace(5) %15 to ptr
  %77 = addrspacecast ptr addrspace(5) %16 to ptr
  store i32 0, ptr %77, align 4
  %78 = load i32, ptr %77, align 4
  %79 = addrspacecast ptr addrspace(5) %11 to ptr
  %80 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 %78, ptr %80, align 4
  %81 = load i32, ptr %80, align 4
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %83, label %85

83:                                               ; preds = %73
  %84 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %94

85:                                               ; preds = %73
  %86 = load i32, ptr %80, align 4
  %87 = icmp eq i32 %86, 1
  br i1 %87, label %88, label %90

88:                                               ; preds = %85
  %89 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %92

90:                                               ; preds = %85
  %91 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %92

92:                                               ; preds = %90, %88
  %93 = phi i32 [ %89, %88 ], [ %91, %90 ]
  br label %94

94:                                               ; preds = %92, %83
  %95 = phi i32 [ %84, %83 ], [ %93, %92 ]
  %96 = zext i32 %95 to i64
  %97 = load i32, ptr %77, align 4
  %98 = addrspacecast ptr addrspace(5) %9 to ptr
  %99 = addrspacecast ptr addrspace(5) %10 to ptr
  store i32 %97, ptr %99, align 4
  %100 = load i32, ptr %99, align 4
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %102, label %107

102:                                              ; preds = %94
  %103 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %104 = getelementptr i8, ptr addrspace(4) %103, i32 12
  %105 = load i16, ptr addrspace(4) %104, align 2, !range !6, !invariant.load !7, !noundef !7
  %106 = zext i16 %105 to i32
  br label %122

107:                                              ; preds = %94
  %108 = load i32, ptr %99, align 4
  %109 = icmp eq i32 %108, 1
  br i1 %109, label %110, label %115

110:                                              ; preds = %107
  %111 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %112 = getelementptr i8, ptr addrspace(4) %111, i32 14
  %113 = load i16, ptr addrspace(4) %112, align 2, !range !6, !invariant.load !7, !noundef !7
  %114 = zext i16 %113 to i32
  br label %120

115:                                              ; preds = %107
  %116 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %117 = getelementptr i8, ptr addrspace(4) %116, i32 16
  %118 = load i16, ptr addrspace(4) %117, align 2, !range !6, !invariant.load !7, !noundef !7
  %119 = zext i16 %118 to i32
  br label %120

120:                                              ; preds = %115, %110
  %121 = phi i32 [ %114, %110 ], [ %119, %115 ]
  br label %122

122:                                              ; preds = %120, %102
  %123 = phi i32 [ %106, %102 ], [ %121, %120 ]
  %124 = sext i32 %123 to i64
  %125 = mul i64 %96, %124
  %126 = load i32, ptr %77, align 4
  %127 = addrspacecast ptr addrspace(5) %13 to ptr
  %128 = addrspacecast ptr addrspace(5) %14 to ptr
  store i32 %126, ptr %128, align 4
  %129 = load i32, ptr %128, align 4
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %131, label %133

131:                                              ; preds = %122
  %132 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %142

133:                                              ; preds = %122
  %134 = load i32, ptr %128, align 4
  %135 = icmp eq i32 %134, 1
  br i1 %135, label %136, label %138

136:                                              ; preds = %133
  %137 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %140

138:                                              ; preds = %133
  %139 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %140

140:                                              ; preds = %138, %136
  %141 = phi i32 [ %137, %136 ], [ %139, %138 ]
  br label %142

142:                                              ; preds = %131, %140
  %143 = phi i32 [ %132, %131 ], [ %141, %140 ]
  %144 = zext i32 %143 to i64
  %145 = add i64 %125, %144
  %146 = load i32, ptr %77, align 4
  %147 = addrspacecast ptr addrspace(5) %6 to ptr
  %148 = addrspacecast ptr addrspace(5) %7 to ptr
  store i32 %146, ptr %148, align 4
  %149 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %150 = getelementptr inbounds i8, ptr addrspace(4) %149, i64 40
  store ptr addrspace(4) %150, ptr addrspace(5) %8, align 8
  %151 = load ptr addrspace(4), ptr addrspace(5) %8, align 8
  %152 = load i32, ptr %148, align 4
  %153 = zext i32 %152 to i64
  %154 = getelementptr inbounds nuw i64, ptr addrspace(4) %151, i64 %153
  %155 = load i64, ptr addrspace(4) %154, align 8
  %156 = add i64 %145, %155
  %157 = getelementptr inbounds nuw i32, ptr addrspace(1) %75, i64 %156
  %158 = load i32, ptr addrspace(1) %157, align 4
  %159 = sitofp i32 %158 to float
  store float %159, ptr addrspace(5) %23, align 4
  %160 = load ptr addrspace(1), ptr %37, align 8
  %161 = getelementptr inbounds float, ptr addrspace(1) %160, i64 0
  %162 = load float, ptr addrspace(5) %23, align 4
  store float %162, ptr %39, align 4
  %163 = load float, ptr %39, align 4
  %164 = atomicrmw fadd ptr addrspace(1) %161, float %163 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store float %164, ptr %40, align 4
  %165 = load float, ptr %40, align 4
  %166 = load float, ptr addrspace(5) %23, align 4
  store float %166, ptr %41, align 4
  %167 = load float, ptr %41, align 4
  %168 = atomicrmw fadd ptr addrspace(3) @fadd.lf, float %167 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store float %168, ptr %42, align 4
  %169 = load float, ptr %42, align 4
  %170 = load ptr addrspace(1), ptr %38, align 8
  %171 = getelementptr inbounds double, ptr addrspace(1) %170, i64 0
  %172 = load float, ptr addrspace(5) %23, align 4
  %173 = fpext float %172 to double
  store double %173, ptr %43, align 8
  %174 = load double, ptr %43, align 8
  %175 = atomicrmw fadd ptr addrspace(1) %171, double %174 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store double %175, ptr %44, align 8
  %176 = load double, ptr %44, align 8
  %177 = load float, ptr addrspace(5) %23, align 4
  %178 = fpext float %177 to double
  store double %178, ptr %45, align 8
  %179 = load double, ptr %45, align 8
  %180 = atomicrmw fadd ptr addrspace(3) @fadd.ld, double %179 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store double %180, ptr %46, align 8
  %181 = load double, ptr %46, align 8
  %182 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 1, ptr %182, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %183 = load i32, ptr addrspace(5) %22, align 4
  %184 = icmp eq i32 %183, 0
  br i1 %184, label %185, label %198

185:                                              ; preds = %142
  %186 = load ptr addrspace(1), ptr %37, align 8
  %187 = getelementptr inbounds float, ptr addrspace(1) %186, i64 1
  %188 = load float, ptr addrspace(3) @fadd.lf, align 4
  store float %188, ptr %47, align 4
  %189 = load float, ptr %47, align 4
  %190 = atomicrmw fadd ptr addrspace(1) %187, float %189 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store float %190, ptr %48, align 4
  %191 = load float, ptr %48, align 4
  %192 = load ptr addrspace(1), ptr %38, align 8
  %193 = getelementptr inbounds double, ptr addrspace(1) %192, i64 1
  %194 = load double, ptr addrspace(3) @fadd.ld, align 8
  store double %194, ptr %49, align 8
  %195 = load double, ptr %49, align 8
  %196 = atomicrmw fadd ptr addrspace(1) %193, double %195 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store double %196, ptr %50, align 8
  %197 = load double, ptr %50, align 8
  br label %198

198:                                              ; preds = %185, %142
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
!8 = !{i32 1, i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"int*", !"int"}
!11 = !{!"const", !"", !"", !""}
!12 = !{!"long*", !"long*", !"long*", !"int"}
!13 = !{i32 1, i32 1, i32 1}
!14 = !{!"none", !"none", !"none"}
!15 = !{!"int*", !"float*", !"double*"}
!16 = !{!"const", !"", !""}
