; ModuleID = 'fuzz/seeds/llvm-ir/kernels-O0.ll'
source_filename = "sim/tests/kernels/kernels.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@reduce_static.tmp = hidden addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #0

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @vadd(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #2 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  call void @__clang_ocl_kern_imp_vadd(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, i32 noundef %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_vadd(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #3 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = addrspacecast ptr addrspace(5) %16 to ptr
  %22 = addrspacecast ptr addrspace(5) %17 to ptr
  %23 = addrspacecast ptr addrspace(5) %18 to ptr
  %24 = addrspacecast ptr addrspace(5) %19 to ptr
  store ptr addrspace(1) %0, ptr %21, align 8
  store ptr addrspace(1) %1, ptr %22, align 8
  store ptr addrspace(1) %2, ptr %23, align 8
  store i32 %3, ptr %24, align 4
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
  %54 = load i16, ptr addrspace(4) %53, align 2, !range !10, !invariant.load !11, !noundef !11
  %55 = zext i16 %54 to i32
  br label %71

56:                                               ; preds = %43
  %57 = load i32, ptr %48, align 4
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %64

59:                                               ; preds = %56
  %60 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %61 = getelementptr i8, ptr addrspace(4) %60, i32 14
  %62 = load i16, ptr addrspace(4) %61, align 2, !range !10, !invariant.load !11, !noundef !11
  %63 = zext i16 %62 to i32
  br label %69

64:                                               ; preds = %56
  %65 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %66 = getelementptr i8, ptr addrspace(4) %65, i32 16
  %67 = load i16, ptr addrspace(4) %66, align 2, !range !10, !invariant.load !11, !noundef !11
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

91:                                               ; preds = %89, %80
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
  %107 = load i32, ptr addrspace(5) %20, align 4
  %108 = load i32, ptr %24, align 4
  %109 = icmp slt i32 %107, %108
  br i1 %109, label %110, label %126

110:                                              ; preds = %91
  %111 = load ptr addrspace(1), ptr %21, align 8
  %112 = load i32, ptr addrspace(5) %20, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i32, ptr addrspace(1) %111, i64 %113
  %115 = load i32, ptr addrspace(1) %114, align 4
  %116 = load ptr addrspace(1), ptr %22, align 8
  %117 = load i32, ptr addrspace(5) %20, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i32, ptr addrspace(1) %116, i64 %118
  %120 = load i32, ptr addrspace(1) %119, align 4
  %121 = add nsw i32 %115, %120
  %122 = load ptr addrspace(1), ptr %23, align 8
  %123 = load i32, ptr addrspace(5) %20, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr addrspace(1) %122, i64 %124
  store i32 %121, ptr addrspace(1) %125, align 4
  br label %126

126:                                              ; preds = %110, %91
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @saxpy(float noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !7 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  store float %0, ptr %9, align 4
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store i32 %3, ptr %12, align 4
  %13 = load float, ptr %9, align 4
  %14 = load ptr addrspace(1), ptr %10, align 8
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load i32, ptr %12, align 4
  call void @__clang_ocl_kern_imp_saxpy(float noundef %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(1) noundef align 4 %15, i32 noundef %16) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_saxpy(float noundef %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #3 !kernel_arg_addr_space !12 !kernel_arg_access_qual !7 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
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
  %16 = alloca float, align 4, addrspace(5)
  %17 = alloca ptr addrspace(1), align 8, addrspace(5)
  %18 = alloca ptr addrspace(1), align 8, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = addrspacecast ptr addrspace(5) %16 to ptr
  %22 = addrspacecast ptr addrspace(5) %17 to ptr
  %23 = addrspacecast ptr addrspace(5) %18 to ptr
  %24 = addrspacecast ptr addrspace(5) %19 to ptr
  store float %0, ptr %21, align 4
  store ptr addrspace(1) %1, ptr %22, align 8
  store ptr addrspace(1) %2, ptr %23, align 8
  store i32 %3, ptr %24, align 4
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
  %54 = load i16, ptr addrspace(4) %53, align 2, !range !10, !invariant.load !11, !noundef !11
  %55 = zext i16 %54 to i32
  br label %71

56:                                               ; preds = %43
  %57 = load i32, ptr %48, align 4
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %64

59:                                               ; preds = %56
  %60 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %61 = getelementptr i8, ptr addrspace(4) %60, i32 14
  %62 = load i16, ptr addrspace(4) %61, align 2, !range !10, !invariant.load !11, !noundef !11
  %63 = zext i16 %62 to i32
  br label %69

64:                                               ; preds = %56
  %65 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %66 = getelementptr i8, ptr addrspace(4) %65, i32 16
  %67 = load i16, ptr addrspace(4) %66, align 2, !range !10, !invariant.load !11, !noundef !11
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

91:                                               ; preds = %89, %80
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
  %107 = load i32, ptr addrspace(5) %20, align 4
  %108 = load i32, ptr %24, align 4
  %109 = icmp slt i32 %107, %108
  br i1 %109, label %110, label %127

110:                                              ; preds = %91
  %111 = load float, ptr %21, align 4
  %112 = load ptr addrspace(1), ptr %22, align 8
  %113 = load i32, ptr addrspace(5) %20, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds float, ptr addrspace(1) %112, i64 %114
  %116 = load float, ptr addrspace(1) %115, align 4
  %117 = load ptr addrspace(1), ptr %23, align 8
  %118 = load i32, ptr addrspace(5) %20, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr addrspace(1) %117, i64 %119
  %121 = load float, ptr addrspace(1) %120, align 4
  %122 = call float @llvm.fmuladd.f32(float %111, float %116, float %121)
  %123 = load ptr addrspace(1), ptr %23, align 8
  %124 = load i32, ptr addrspace(5) %20, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds float, ptr addrspace(1) %123, i64 %125
  store float %122, ptr addrspace(1) %126, align 4
  br label %127

127:                                              ; preds = %110, %91
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #2 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(3), align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(3) %2, ptr %9, align 4
  %10 = load ptr addrspace(1), ptr %7, align 8
  %11 = load ptr addrspace(1), ptr %8, align 8
  %12 = load ptr addrspace(3), ptr %9, align 4
  call void @__clang_ocl_kern_imp_reduce(ptr addrspace(1) noundef align 4 %10, ptr addrspace(1) noundef align 4 %11, ptr addrspace(3) noundef align 4 %12) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #3 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
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
  %19 = alloca i64, align 8, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i64, align 8, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca ptr addrspace(1), align 8, addrspace(5)
  %24 = alloca ptr addrspace(1), align 8, addrspace(5)
  %25 = alloca ptr addrspace(3), align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  %29 = addrspacecast ptr addrspace(5) %23 to ptr
  %30 = addrspacecast ptr addrspace(5) %24 to ptr
  %31 = addrspacecast ptr addrspace(5) %25 to ptr
  store ptr addrspace(1) %0, ptr %29, align 8
  store ptr addrspace(1) %1, ptr %30, align 8
  store ptr addrspace(3) %2, ptr %31, align 4
  %32 = addrspacecast ptr addrspace(5) %21 to ptr
  %33 = addrspacecast ptr addrspace(5) %22 to ptr
  store i32 0, ptr %33, align 4
  %34 = load i32, ptr %33, align 4
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %38

36:                                               ; preds = %3
  %37 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %47

38:                                               ; preds = %3
  %39 = load i32, ptr %33, align 4
  %40 = icmp eq i32 %39, 1
  br i1 %40, label %41, label %43

41:                                               ; preds = %38
  %42 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %45

43:                                               ; preds = %38
  %44 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %42, %41 ], [ %44, %43 ]
  br label %47

47:                                               ; preds = %45, %36
  %48 = phi i32 [ %37, %36 ], [ %46, %45 ]
  %49 = zext i32 %48 to i64
  %50 = trunc i64 %49 to i32
  store i32 %50, ptr addrspace(5) %26, align 4
  %51 = addrspacecast ptr addrspace(5) %15 to ptr
  %52 = addrspacecast ptr addrspace(5) %16 to ptr
  store i32 0, ptr %52, align 4
  %53 = load i32, ptr %52, align 4
  %54 = addrspacecast ptr addrspace(5) %11 to ptr
  %55 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 %53, ptr %55, align 4
  %56 = load i32, ptr %55, align 4
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %60

58:                                               ; preds = %47
  %59 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %69

60:                                               ; preds = %47
  %61 = load i32, ptr %55, align 4
  %62 = icmp eq i32 %61, 1
  br i1 %62, label %63, label %65

63:                                               ; preds = %60
  %64 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %67

65:                                               ; preds = %60
  %66 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %67

67:                                               ; preds = %65, %63
  %68 = phi i32 [ %64, %63 ], [ %66, %65 ]
  br label %69

69:                                               ; preds = %67, %58
  %70 = phi i32 [ %59, %58 ], [ %68, %67 ]
  %71 = zext i32 %70 to i64
  %72 = load i32, ptr %52, align 4
  %73 = addrspacecast ptr addrspace(5) %9 to ptr
  %74 = addrspacecast ptr addrspace(5) %10 to ptr
  store i32 %72, ptr %74, align 4
  %75 = load i32, ptr %74, align 4
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %82

77:                                               ; preds = %69
  %78 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %79 = getelementptr i8, ptr addrspace(4) %78, i32 12
  %80 = load i16, ptr addrspace(4) %79, align 2, !range !10, !invariant.load !11, !noundef !11
  %81 = zext i16 %80 to i32
  br label %97

82:                                               ; preds = %69
  %83 = load i32, ptr %74, align 4
  %84 = icmp eq i32 %83, 1
  br i1 %84, label %85, label %90

85:                                               ; preds = %82
  %86 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %87 = getelementptr i8, ptr addrspace(4) %86, i32 14
  %88 = load i16, ptr addrspace(4) %87, align 2, !range !10, !invariant.load !11, !noundef !11
  %89 = zext i16 %88 to i32
  br label %95

90:                                               ; preds = %82
  %91 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %92 = getelementptr i8, ptr addrspace(4) %91, i32 16
  %93 = load i16, ptr addrspace(4) %92, align 2, !range !10, !invariant.load !11, !noundef !11
  %94 = zext i16 %93 to i32
  br label %95

95:                                               ; preds = %90, %85
  %96 = phi i32 [ %89, %85 ], [ %94, %90 ]
  br label %97

97:                                               ; preds = %95, %77
  %98 = phi i32 [ %81, %77 ], [ %96, %95 ]
  %99 = sext i32 %98 to i64
  %100 = mul i64 %71, %99
  %101 = load i32, ptr %52, align 4
  %102 = addrspacecast ptr addrspace(5) %13 to ptr
  %103 = addrspacecast ptr addrspace(5) %14 to ptr
  store i32 %101, ptr %103, align 4
  %104 = load i32, ptr %103, align 4
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %106, label %108

106:                                              ; preds = %97
  %107 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %117

108:                                              ; preds = %97
  %109 = load i32, ptr %103, align 4
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %113

111:                                              ; preds = %108
  %112 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %115

113:                                              ; preds = %108
  %114 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %115

115:                                              ; preds = %113, %111
  %116 = phi i32 [ %112, %111 ], [ %114, %113 ]
  br label %117

117:                                              ; preds = %115, %106
  %118 = phi i32 [ %107, %106 ], [ %116, %115 ]
  %119 = zext i32 %118 to i64
  %120 = add i64 %100, %119
  %121 = load i32, ptr %52, align 4
  %122 = addrspacecast ptr addrspace(5) %6 to ptr
  %123 = addrspacecast ptr addrspace(5) %7 to ptr
  store i32 %121, ptr %123, align 4
  %124 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %125 = getelementptr inbounds i8, ptr addrspace(4) %124, i64 40
  store ptr addrspace(4) %125, ptr addrspace(5) %8, align 8
  %126 = load ptr addrspace(4), ptr addrspace(5) %8, align 8
  %127 = load i32, ptr %123, align 4
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds nuw i64, ptr addrspace(4) %126, i64 %128
  %130 = load i64, ptr addrspace(4) %129, align 8
  %131 = add i64 %120, %130
  %132 = trunc i64 %131 to i32
  store i32 %132, ptr addrspace(5) %27, align 4
  %133 = load ptr addrspace(1), ptr %29, align 8
  %134 = load i32, ptr addrspace(5) %27, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds float, ptr addrspace(1) %133, i64 %135
  %137 = load float, ptr addrspace(1) %136, align 4
  %138 = load ptr addrspace(3), ptr %31, align 4
  %139 = load i32, ptr addrspace(5) %26, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds float, ptr addrspace(3) %138, i64 %140
  store float %137, ptr addrspace(3) %141, align 4
  %142 = addrspacecast ptr addrspace(5) %4 to ptr
  store i32 1, ptr %142, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %143 = addrspacecast ptr addrspace(5) %17 to ptr
  %144 = addrspacecast ptr addrspace(5) %18 to ptr
  store i32 0, ptr %144, align 4
  %145 = load i32, ptr %144, align 4
  %146 = icmp eq i32 %145, 0
  br i1 %146, label %147, label %152

147:                                              ; preds = %117
  %148 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %149 = getelementptr i8, ptr addrspace(4) %148, i32 12
  %150 = load i16, ptr addrspace(4) %149, align 2, !range !10, !invariant.load !11, !noundef !11
  %151 = zext i16 %150 to i32
  br label %167

152:                                              ; preds = %117
  %153 = load i32, ptr %144, align 4
  %154 = icmp eq i32 %153, 1
  br i1 %154, label %155, label %160

155:                                              ; preds = %152
  %156 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %157 = getelementptr i8, ptr addrspace(4) %156, i32 14
  %158 = load i16, ptr addrspace(4) %157, align 2, !range !10, !invariant.load !11, !noundef !11
  %159 = zext i16 %158 to i32
  br label %165

160:                                              ; preds = %152
  %161 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %162 = getelementptr i8, ptr addrspace(4) %161, i32 16
  %163 = load i16, ptr addrspace(4) %162, align 2, !range !10, !invariant.load !11, !noundef !11
  %164 = zext i16 %163 to i32
  br label %165

165:                                              ; preds = %160, %155
  %166 = phi i32 [ %159, %155 ], [ %164, %160 ]
  br label %167

167:                                              ; preds = %165, %147
  %168 = phi i32 [ %151, %147 ], [ %166, %165 ]
  %169 = sext i32 %168 to i64
  %170 = udiv i64 %169, 2
  %171 = trunc i64 %170 to i32
  store i32 %171, ptr addrspace(5) %28, align 4
  br label %172

172:                                              ; preds = %195, %167
  %173 = load i32, ptr addrspace(5) %28, align 4
  %174 = icmp sgt i32 %173, 0
  br i1 %174, label %175, label %198

175:                                              ; preds = %172
  %176 = load i32, ptr addrspace(5) %26, align 4
  %177 = load i32, ptr addrspace(5) %28, align 4
  %178 = icmp slt i32 %176, %177
  br i1 %178, label %179, label %193

179:                                              ; preds = %175
  %180 = load ptr addrspace(3), ptr %31, align 4
  %181 = load i32, ptr addrspace(5) %26, align 4
  %182 = load i32, ptr addrspace(5) %28, align 4
  %183 = add nsw i32 %181, %182
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds float, ptr addrspace(3) %180, i64 %184
  %186 = load float, ptr addrspace(3) %185, align 4
  %187 = load ptr addrspace(3), ptr %31, align 4
  %188 = load i32, ptr addrspace(5) %26, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds float, ptr addrspace(3) %187, i64 %189
  %191 = load float, ptr addrspace(3) %190, align 4
  %192 = fadd float %191, %186
  store float %192, ptr addrspace(3) %190, align 4
  br label %193

193:                                              ; preds = %179, %175
  %194 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 1, ptr %194, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %195

195:                                              ; preds = %193
  %196 = load i32, ptr addrspace(5) %28, align 4
  %197 = ashr i32 %196, 1
  store i32 %197, ptr addrspace(5) %28, align 4
  br label %172

198:                                              ; preds = %172
  %199 = load i32, ptr addrspace(5) %26, align 4
  %200 = icmp eq i32 %199, 0
  br i1 %200, label %201, label %225

201:                                              ; preds = %198
  %202 = load ptr addrspace(3), ptr %31, align 4
  %203 = getelementptr inbounds float, ptr addrspace(3) %202, i64 0
  %204 = load float, ptr addrspace(3) %203, align 4
  %205 = load ptr addrspace(1), ptr %30, align 8
  %206 = addrspacecast ptr addrspace(5) %19 to ptr
  %207 = addrspacecast ptr addrspace(5) %20 to ptr
  store i32 0, ptr %207, align 4
  %208 = load i32, ptr %207, align 4
  %209 = icmp eq i32 %208, 0
  br i1 %209, label %210, label %212

210:                                              ; preds = %201
  %211 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %221

212:                                              ; preds = %201
  %213 = load i32, ptr %207, align 4
  %214 = icmp eq i32 %213, 1
  br i1 %214, label %215, label %217

215:                                              ; preds = %212
  %216 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %219

217:                                              ; preds = %212
  %218 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %219

219:                                              ; preds = %217, %215
  %220 = phi i32 [ %216, %215 ], [ %218, %217 ]
  br label %221

221:                                              ; preds = %219, %210
  %222 = phi i32 [ %211, %210 ], [ %220, %219 ]
  %223 = zext i32 %222 to i64
  %224 = getelementptr inbounds nuw float, ptr addrspace(1) %205, i64 %223
  store float %204, ptr addrspace(1) %224, align 4
  br label %225

225:                                              ; preds = %221, %198
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @reduce_static(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_reduce_static(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_reduce_static(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #3 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
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
  %16 = alloca i64, align 8, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i64, align 8, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i64, align 8, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca ptr addrspace(1), align 8, addrspace(5)
  %23 = alloca ptr addrspace(1), align 8, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = addrspacecast ptr addrspace(5) %22 to ptr
  %27 = addrspacecast ptr addrspace(5) %23 to ptr
  store ptr addrspace(1) %0, ptr %26, align 8
  store ptr addrspace(1) %1, ptr %27, align 8
  %28 = addrspacecast ptr addrspace(5) %20 to ptr
  %29 = addrspacecast ptr addrspace(5) %21 to ptr
  store i32 0, ptr %29, align 4
  %30 = load i32, ptr %29, align 4
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %34

32:                                               ; preds = %2
  %33 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %43

34:                                               ; preds = %2
  %35 = load i32, ptr %29, align 4
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %39

37:                                               ; preds = %34
  %38 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %41

39:                                               ; preds = %34
  %40 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %41

41:                                               ; preds = %39, %37
  %42 = phi i32 [ %38, %37 ], [ %40, %39 ]
  br label %43

43:                                               ; preds = %41, %32
  %44 = phi i32 [ %33, %32 ], [ %42, %41 ]
  %45 = zext i32 %44 to i64
  %46 = trunc i64 %45 to i32
  store i32 %46, ptr addrspace(5) %24, align 4
  %47 = load ptr addrspace(1), ptr %26, align 8
  %48 = addrspacecast ptr addrspace(5) %14 to ptr
  %49 = addrspacecast ptr addrspace(5) %15 to ptr
  store i32 0, ptr %49, align 4
  %50 = load i32, ptr %49, align 4
  %51 = addrspacecast ptr addrspace(5) %10 to ptr
  %52 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %50, ptr %52, align 4
  %53 = load i32, ptr %52, align 4
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %57

55:                                               ; preds = %43
  %56 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %66

57:                                               ; preds = %43
  %58 = load i32, ptr %52, align 4
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %62

60:                                               ; preds = %57
  %61 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %64

62:                                               ; preds = %57
  %63 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %64

64:                                               ; preds = %62, %60
  %65 = phi i32 [ %61, %60 ], [ %63, %62 ]
  br label %66

66:                                               ; preds = %64, %55
  %67 = phi i32 [ %56, %55 ], [ %65, %64 ]
  %68 = zext i32 %67 to i64
  %69 = load i32, ptr %49, align 4
  %70 = addrspacecast ptr addrspace(5) %8 to ptr
  %71 = addrspacecast ptr addrspace(5) %9 to ptr
  store i32 %69, ptr %71, align 4
  %72 = load i32, ptr %71, align 4
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %79

74:                                               ; preds = %66
  %75 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %76 = getelementptr i8, ptr addrspace(4) %75, i32 12
  %77 = load i16, ptr addrspace(4) %76, align 2, !range !10, !invariant.load !11, !noundef !11
  %78 = zext i16 %77 to i32
  br label %94

79:                                               ; preds = %66
  %80 = load i32, ptr %71, align 4
  %81 = icmp eq i32 %80, 1
  br i1 %81, label %82, label %87

82:                                               ; preds = %79
  %83 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %84 = getelementptr i8, ptr addrspace(4) %83, i32 14
  %85 = load i16, ptr addrspace(4) %84, align 2, !range !10, !invariant.load !11, !noundef !11
  %86 = zext i16 %85 to i32
  br label %92

87:                                               ; preds = %79
  %88 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %89 = getelementptr i8, ptr addrspace(4) %88, i32 16
  %90 = load i16, ptr addrspace(4) %89, align 2, !range !10, !invariant.load !11, !noundef !11
  %91 = zext i16 %90 to i32
  br label %92

92:                                               ; preds = %87, %82
  %93 = phi i32 [ %86, %82 ], [ %91, %87 ]
  br label %94

94:                                               ; preds = %92, %74
  %95 = phi i32 [ %78, %74 ], [ %93, %92 ]
  %96 = sext i32 %95 to i64
  %97 = mul i64 %68, %96
  %98 = load i32, ptr %49, align 4
  %99 = addrspacecast ptr addrspace(5) %12 to ptr
  %100 = addrspacecast ptr addrspace(5) %13 to ptr
  store i32 %98, ptr %100, align 4
  %101 = load i32, ptr %100, align 4
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %103, label %105

103:                                              ; preds = %94
  %104 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %114

105:                                              ; preds = %94
  %106 = load i32, ptr %100, align 4
  %107 = icmp eq i32 %106, 1
  br i1 %107, label %108, label %110

108:                                              ; preds = %105
  %109 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %112

110:                                              ; preds = %105
  %111 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %112

112:                                              ; preds = %110, %108
  %113 = phi i32 [ %109, %108 ], [ %111, %110 ]
  br label %114

114:                                              ; preds = %112, %103
  %115 = phi i32 [ %104, %103 ], [ %113, %112 ]
  %116 = zext i32 %115 to i64
  %117 = add i64 %97, %116
  %118 = load i32, ptr %49, align 4
  %119 = addrspacecast ptr addrspace(5) %5 to ptr
  %120 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 %118, ptr %120, align 4
  %121 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %122 = getelementptr inbounds i8, ptr addrspace(4) %121, i64 40
  store ptr addrspace(4) %122, ptr addrspace(5) %7, align 8
  %123 = load ptr addrspace(4), ptr addrspace(5) %7, align 8
  %124 = load i32, ptr %120, align 4
  %125 = zext i32 %124 to i64
  %126 = getelementptr inbounds nuw i64, ptr addrspace(4) %123, i64 %125
  %127 = load i64, ptr addrspace(4) %126, align 8
  %128 = add i64 %117, %127
  %129 = getelementptr inbounds nuw i32, ptr addrspace(1) %47, i64 %128
  %130 = load i32, ptr addrspace(1) %129, align 4
  %131 = load i32, ptr addrspace(5) %24, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_static.tmp, i64 0, i64 %132
  store i32 %130, ptr addrspace(3) %133, align 4
  %134 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 1, ptr %134, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %135 = addrspacecast ptr addrspace(5) %16 to ptr
  %136 = addrspacecast ptr addrspace(5) %17 to ptr
  store i32 0, ptr %136, align 4
  %137 = load i32, ptr %136, align 4
  %138 = icmp eq i32 %137, 0
  br i1 %138, label %139, label %144

139:                                              ; preds = %114
  %140 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %141 = getelementptr i8, ptr addrspace(4) %140, i32 12
  %142 = load i16, ptr addrspace(4) %141, align 2, !range !10, !invariant.load !11, !noundef !11
  %143 = zext i16 %142 to i32
  br label %159

144:                                              ; preds = %114
  %145 = load i32, ptr %136, align 4
  %146 = icmp eq i32 %145, 1
  br i1 %146, label %147, label %152

147:                                              ; preds = %144
  %148 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %149 = getelementptr i8, ptr addrspace(4) %148, i32 14
  %150 = load i16, ptr addrspace(4) %149, align 2, !range !10, !invariant.load !11, !noundef !11
  %151 = zext i16 %150 to i32
  br label %157

152:                                              ; preds = %144
  %153 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %154 = getelementptr i8, ptr addrspace(4) %153, i32 16
  %155 = load i16, ptr addrspace(4) %154, align 2, !range !10, !invariant.load !11, !noundef !11
  %156 = zext i16 %155 to i32
  br label %157

157:                                              ; preds = %152, %147
  %158 = phi i32 [ %151, %147 ], [ %156, %152 ]
  br label %159

159:                                              ; preds = %157, %139
  %160 = phi i32 [ %143, %139 ], [ %158, %157 ]
  %161 = sext i32 %160 to i64
  %162 = udiv i64 %161, 2
  %163 = trunc i64 %162 to i32
  store i32 %163, ptr addrspace(5) %25, align 4
  br label %164

164:                                              ; preds = %185, %159
  %165 = load i32, ptr addrspace(5) %25, align 4
  %166 = icmp sgt i32 %165, 0
  br i1 %166, label %167, label %188

167:                                              ; preds = %164
  %168 = load i32, ptr addrspace(5) %24, align 4
  %169 = load i32, ptr addrspace(5) %25, align 4
  %170 = icmp slt i32 %168, %169
  br i1 %170, label %171, label %183

171:                                              ; preds = %167
  %172 = load i32, ptr addrspace(5) %24, align 4
  %173 = load i32, ptr addrspace(5) %25, align 4
  %174 = add nsw i32 %172, %173
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_static.tmp, i64 0, i64 %175
  %177 = load i32, ptr addrspace(3) %176, align 4
  %178 = load i32, ptr addrspace(5) %24, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_static.tmp, i64 0, i64 %179
  %181 = load i32, ptr addrspace(3) %180, align 4
  %182 = add nsw i32 %181, %177
  store i32 %182, ptr addrspace(3) %180, align 4
  br label %183

183:                                              ; preds = %171, %167
  %184 = addrspacecast ptr addrspace(5) %4 to ptr
  store i32 1, ptr %184, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %185

185:                                              ; preds = %183
  %186 = load i32, ptr addrspace(5) %25, align 4
  %187 = ashr i32 %186, 1
  store i32 %187, ptr addrspace(5) %25, align 4
  br label %164

188:                                              ; preds = %164
  %189 = load i32, ptr addrspace(5) %24, align 4
  %190 = icmp eq i32 %189, 0
  br i1 %190, label %191, label %213

191:                                              ; preds = %188
  %192 = load i32, ptr addrspace(3) @reduce_static.tmp, align 4
  %193 = load ptr addrspace(1), ptr %27, align 8
  %194 = addrspacecast ptr addrspace(5) %18 to ptr
  %195 = addrspacecast ptr addrspace(5) %19 to ptr
  store i32 0, ptr %195, align 4
  %196 = load i32, ptr %195, align 4
  %197 = icmp eq i32 %196, 0
  br i1 %197, label %198, label %200

198:                                              ; preds = %191
  %199 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %209

200:                                              ; preds = %191
  %201 = load i32, ptr %195, align 4
  %202 = icmp eq i32 %201, 1
  br i1 %202, label %203, label %205

203:                                              ; preds = %200
  %204 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %207

205:                                              ; preds = %200
  %206 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %207

207:                                              ; preds = %205, %203
  %208 = phi i32 [ %204, %203 ], [ %206, %205 ]
  br label %209

209:                                              ; preds = %207, %198
  %210 = phi i32 [ %199, %198 ], [ %208, %207 ]
  %211 = zext i32 %210 to i64
  %212 = getelementptr inbounds nuw i32, ptr addrspace(1) %193, i64 %211
  store i32 %192, ptr addrspace(1) %212, align 4
  br label %213

213:                                              ; preds = %209, %188
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @hist(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !23 !kernel_arg_access_qual !16 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !18 {
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
  call void @__clang_ocl_kern_imp_hist(ptr addrspace(1) noundef align 1 %10, ptr addrspace(1) noundef align 4 %11, i32 noundef %12) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_hist(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #3 !kernel_arg_addr_space !23 !kernel_arg_access_qual !16 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !18 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr addrspace(4), align 8, addrspace(5)
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
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = addrspacecast ptr addrspace(5) %19 to ptr
  %24 = addrspacecast ptr addrspace(5) %20 to ptr
  %25 = addrspacecast ptr addrspace(5) %21 to ptr
  store ptr addrspace(1) %0, ptr %23, align 8
  store ptr addrspace(1) %1, ptr %24, align 8
  store i32 %2, ptr %25, align 4
  %26 = addrspacecast ptr addrspace(5) %17 to ptr
  %27 = addrspacecast ptr addrspace(5) %18 to ptr
  store i32 0, ptr %27, align 4
  %28 = load i32, ptr %27, align 4
  %29 = addrspacecast ptr addrspace(5) %13 to ptr
  %30 = addrspacecast ptr addrspace(5) %14 to ptr
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
  %48 = addrspacecast ptr addrspace(5) %11 to ptr
  %49 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 %47, ptr %49, align 4
  %50 = load i32, ptr %49, align 4
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %57

52:                                               ; preds = %44
  %53 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %54 = getelementptr i8, ptr addrspace(4) %53, i32 12
  %55 = load i16, ptr addrspace(4) %54, align 2, !range !10, !invariant.load !11, !noundef !11
  %56 = zext i16 %55 to i32
  br label %72

57:                                               ; preds = %44
  %58 = load i32, ptr %49, align 4
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %65

60:                                               ; preds = %57
  %61 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %62 = getelementptr i8, ptr addrspace(4) %61, i32 14
  %63 = load i16, ptr addrspace(4) %62, align 2, !range !10, !invariant.load !11, !noundef !11
  %64 = zext i16 %63 to i32
  br label %70

65:                                               ; preds = %57
  %66 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %67 = getelementptr i8, ptr addrspace(4) %66, i32 16
  %68 = load i16, ptr addrspace(4) %67, align 2, !range !10, !invariant.load !11, !noundef !11
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
  %77 = addrspacecast ptr addrspace(5) %15 to ptr
  %78 = addrspacecast ptr addrspace(5) %16 to ptr
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

92:                                               ; preds = %90, %81
  %93 = phi i32 [ %82, %81 ], [ %91, %90 ]
  %94 = zext i32 %93 to i64
  %95 = add i64 %75, %94
  %96 = load i32, ptr %27, align 4
  %97 = addrspacecast ptr addrspace(5) %8 to ptr
  %98 = addrspacecast ptr addrspace(5) %9 to ptr
  store i32 %96, ptr %98, align 4
  %99 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %100 = getelementptr inbounds i8, ptr addrspace(4) %99, i64 40
  store ptr addrspace(4) %100, ptr addrspace(5) %10, align 8
  %101 = load ptr addrspace(4), ptr addrspace(5) %10, align 8
  %102 = load i32, ptr %98, align 4
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds nuw i64, ptr addrspace(4) %101, i64 %103
  %105 = load i64, ptr addrspace(4) %104, align 8
  %106 = add i64 %95, %105
  %107 = trunc i64 %106 to i32
  store i32 %107, ptr addrspace(5) %22, align 4
  %108 = load i32, ptr addrspace(5) %22, align 4
  %109 = load i32, ptr %25, align 4
  %110 = icmp slt i32 %108, %109
  br i1 %110, label %111, label %130

111:                                              ; preds = %92
  %112 = load ptr addrspace(1), ptr %24, align 8
  %113 = load ptr addrspace(1), ptr %23, align 8
  %114 = load i32, ptr addrspace(5) %22, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i8, ptr addrspace(1) %113, i64 %115
  %117 = load i8, ptr addrspace(1) %116, align 1
  %118 = zext i8 %117 to i32
  %119 = and i32 %118, 15
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i32, ptr addrspace(1) %112, i64 %120
  %122 = addrspacecast ptr addrspace(5) %4 to ptr
  %123 = addrspacecast ptr addrspace(5) %5 to ptr
  %124 = addrspacecast ptr addrspace(5) %6 to ptr
  %125 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr addrspace(1) %121, ptr %123, align 8
  %126 = load ptr addrspace(1), ptr %123, align 8
  store i32 1, ptr %124, align 4
  %127 = load i32, ptr %124, align 4
  %128 = atomicrmw volatile add ptr addrspace(1) %126, i32 %127 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !11, !amdgpu.no.remote.memory !11
  store i32 %128, ptr %125, align 4
  %129 = load i32, ptr %125, align 4
  br label %130

130:                                              ; preds = %111, %92
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @cas_max(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_cas_max(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_cas_max(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #3 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i8, align 1, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca ptr addrspace(4), align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i64, align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i64, align 8, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca ptr addrspace(1), align 8, addrspace(5)
  %21 = alloca ptr addrspace(1), align 8, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = addrspacecast ptr addrspace(5) %20 to ptr
  %26 = addrspacecast ptr addrspace(5) %21 to ptr
  store ptr addrspace(1) %0, ptr %25, align 8
  store ptr addrspace(1) %1, ptr %26, align 8
  %27 = load ptr addrspace(1), ptr %25, align 8
  %28 = addrspacecast ptr addrspace(5) %18 to ptr
  %29 = addrspacecast ptr addrspace(5) %19 to ptr
  store i32 0, ptr %29, align 4
  %30 = load i32, ptr %29, align 4
  %31 = addrspacecast ptr addrspace(5) %14 to ptr
  %32 = addrspacecast ptr addrspace(5) %15 to ptr
  store i32 %30, ptr %32, align 4
  %33 = load i32, ptr %32, align 4
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %37

35:                                               ; preds = %2
  %36 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %46

37:                                               ; preds = %2
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
  %50 = addrspacecast ptr addrspace(5) %12 to ptr
  %51 = addrspacecast ptr addrspace(5) %13 to ptr
  store i32 %49, ptr %51, align 4
  %52 = load i32, ptr %51, align 4
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %59

54:                                               ; preds = %46
  %55 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %56 = getelementptr i8, ptr addrspace(4) %55, i32 12
  %57 = load i16, ptr addrspace(4) %56, align 2, !range !10, !invariant.load !11, !noundef !11
  %58 = zext i16 %57 to i32
  br label %74

59:                                               ; preds = %46
  %60 = load i32, ptr %51, align 4
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %67

62:                                               ; preds = %59
  %63 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %64 = getelementptr i8, ptr addrspace(4) %63, i32 14
  %65 = load i16, ptr addrspace(4) %64, align 2, !range !10, !invariant.load !11, !noundef !11
  %66 = zext i16 %65 to i32
  br label %72

67:                                               ; preds = %59
  %68 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %69 = getelementptr i8, ptr addrspace(4) %68, i32 16
  %70 = load i16, ptr addrspace(4) %69, align 2, !range !10, !invariant.load !11, !noundef !11
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
  %79 = addrspacecast ptr addrspace(5) %16 to ptr
  %80 = addrspacecast ptr addrspace(5) %17 to ptr
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

94:                                               ; preds = %92, %83
  %95 = phi i32 [ %84, %83 ], [ %93, %92 ]
  %96 = zext i32 %95 to i64
  %97 = add i64 %77, %96
  %98 = load i32, ptr %29, align 4
  %99 = addrspacecast ptr addrspace(5) %9 to ptr
  %100 = addrspacecast ptr addrspace(5) %10 to ptr
  store i32 %98, ptr %100, align 4
  %101 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %102 = getelementptr inbounds i8, ptr addrspace(4) %101, i64 40
  store ptr addrspace(4) %102, ptr addrspace(5) %11, align 8
  %103 = load ptr addrspace(4), ptr addrspace(5) %11, align 8
  %104 = load i32, ptr %100, align 4
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds nuw i64, ptr addrspace(4) %103, i64 %105
  %107 = load i64, ptr addrspace(4) %106, align 8
  %108 = add i64 %97, %107
  %109 = getelementptr inbounds nuw i32, ptr addrspace(1) %27, i64 %108
  %110 = load i32, ptr addrspace(1) %109, align 4
  store i32 %110, ptr addrspace(5) %22, align 4
  %111 = load ptr addrspace(1), ptr %26, align 8
  %112 = load i32, ptr addrspace(1) %111, align 4
  store i32 %112, ptr addrspace(5) %23, align 4
  br label %113

113:                                              ; preds = %144, %94
  %114 = load i32, ptr addrspace(5) %23, align 4
  %115 = load i32, ptr addrspace(5) %22, align 4
  %116 = icmp slt i32 %114, %115
  br i1 %116, label %117, label %146

117:                                              ; preds = %113
  %118 = load ptr addrspace(1), ptr %26, align 8
  %119 = load i32, ptr addrspace(5) %23, align 4
  %120 = load i32, ptr addrspace(5) %22, align 4
  %121 = addrspacecast ptr addrspace(5) %3 to ptr
  %122 = addrspacecast ptr addrspace(5) %4 to ptr
  %123 = addrspacecast ptr addrspace(5) %5 to ptr
  %124 = addrspacecast ptr addrspace(5) %6 to ptr
  %125 = addrspacecast ptr addrspace(5) %7 to ptr
  %126 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %118, ptr %122, align 8
  store i32 %119, ptr %123, align 4
  store i32 %120, ptr %124, align 4
  %127 = load ptr addrspace(1), ptr %122, align 8
  %128 = load i32, ptr %124, align 4
  store i32 %128, ptr %125, align 4
  %129 = load i32, ptr %123, align 4
  %130 = load i32, ptr %125, align 4
  %131 = cmpxchg volatile ptr addrspace(1) %127, i32 %129, i32 %130 syncscope("agent-one-as") monotonic monotonic, align 4
  %132 = extractvalue { i32, i1 } %131, 0
  %133 = extractvalue { i32, i1 } %131, 1
  br i1 %133, label %135, label %134

134:                                              ; preds = %117
  store i32 %132, ptr %123, align 4
  br label %135

135:                                              ; preds = %134, %117
  %136 = zext i1 %133 to i8
  store i8 %136, ptr %126, align 1
  %137 = load i8, ptr %126, align 1
  %138 = trunc i8 %137 to i1
  %139 = load i32, ptr %123, align 4
  store i32 %139, ptr addrspace(5) %24, align 4
  %140 = load i32, ptr addrspace(5) %24, align 4
  %141 = load i32, ptr addrspace(5) %23, align 4
  %142 = icmp eq i32 %140, %141
  br i1 %142, label %143, label %144

143:                                              ; preds = %135
  br label %146

144:                                              ; preds = %135
  %145 = load i32, ptr addrspace(5) %24, align 4
  store i32 %145, ptr addrspace(5) %23, align 4
  br label %113

146:                                              ; preds = %143, %113
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @diverge(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %6, align 8
  call void @__clang_ocl_kern_imp_diverge(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_diverge(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #3 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
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
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = addrspacecast ptr addrspace(5) %14 to ptr
  %22 = addrspacecast ptr addrspace(5) %15 to ptr
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
  %52 = load i16, ptr addrspace(4) %51, align 2, !range !10, !invariant.load !11, !noundef !11
  %53 = zext i16 %52 to i32
  br label %69

54:                                               ; preds = %41
  %55 = load i32, ptr %46, align 4
  %56 = icmp eq i32 %55, 1
  br i1 %56, label %57, label %62

57:                                               ; preds = %54
  %58 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %59 = getelementptr i8, ptr addrspace(4) %58, i32 14
  %60 = load i16, ptr addrspace(4) %59, align 2, !range !10, !invariant.load !11, !noundef !11
  %61 = zext i16 %60 to i32
  br label %67

62:                                               ; preds = %54
  %63 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %64 = getelementptr i8, ptr addrspace(4) %63, i32 16
  %65 = load i16, ptr addrspace(4) %64, align 2, !range !10, !invariant.load !11, !noundef !11
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

89:                                               ; preds = %87, %78
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
  store i32 %104, ptr addrspace(5) %16, align 4
  %105 = load ptr addrspace(1), ptr %21, align 8
  %106 = load i32, ptr addrspace(5) %16, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i32, ptr addrspace(1) %105, i64 %107
  %109 = load i32, ptr addrspace(1) %108, align 4
  store i32 %109, ptr addrspace(5) %17, align 4
  %110 = load i32, ptr addrspace(5) %17, align 4
  %111 = and i32 %110, 1
  %112 = icmp ne i32 %111, 0
  br i1 %112, label %113, label %117

113:                                              ; preds = %89
  %114 = load i32, ptr addrspace(5) %17, align 4
  %115 = mul nsw i32 %114, 3
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr addrspace(5) %18, align 4
  br label %121

117:                                              ; preds = %89
  %118 = load i32, ptr addrspace(5) %17, align 4
  %119 = sdiv i32 %118, 2
  %120 = sub nsw i32 %119, 7
  store i32 %120, ptr addrspace(5) %18, align 4
  br label %121

121:                                              ; preds = %117, %113
  store i32 0, ptr addrspace(5) %19, align 4
  store i32 0, ptr addrspace(5) %20, align 4
  br label %122

122:                                              ; preds = %133, %121
  %123 = load i32, ptr addrspace(5) %20, align 4
  %124 = load i32, ptr addrspace(5) %17, align 4
  %125 = and i32 %124, 31
  %126 = icmp slt i32 %123, %125
  br i1 %126, label %127, label %136

127:                                              ; preds = %122
  %128 = load i32, ptr addrspace(5) %20, align 4
  %129 = load i32, ptr addrspace(5) %18, align 4
  %130 = xor i32 %128, %129
  %131 = load i32, ptr addrspace(5) %19, align 4
  %132 = add nsw i32 %131, %130
  store i32 %132, ptr addrspace(5) %19, align 4
  br label %133

133:                                              ; preds = %127
  %134 = load i32, ptr addrspace(5) %20, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr addrspace(5) %20, align 4
  br label %122

136:                                              ; preds = %122
  %137 = load i32, ptr addrspace(5) %18, align 4
  %138 = load i32, ptr addrspace(5) %19, align 4
  %139 = add nsw i32 %137, %138
  %140 = load ptr addrspace(1), ptr %22, align 8
  %141 = load i32, ptr addrspace(5) %16, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %142
  store i32 %139, ptr addrspace(1) %143, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @mat2d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !23 !kernel_arg_access_qual !16 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !18 {
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
  call void @__clang_ocl_kern_imp_mat2d(ptr addrspace(1) noundef align 4 %10, ptr addrspace(1) noundef align 4 %11, i32 noundef %12) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected void @__clang_ocl_kern_imp_mat2d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #3 !kernel_arg_addr_space !23 !kernel_arg_access_qual !16 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !18 {
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
  %15 = alloca i64, align 8, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca ptr addrspace(4), align 8, addrspace(5)
  %18 = alloca i64, align 8, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i64, align 8, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i64, align 8, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i64, align 8, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca ptr addrspace(1), align 8, addrspace(5)
  %27 = alloca ptr addrspace(1), align 8, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  %29 = alloca i32, align 4, addrspace(5)
  %30 = alloca i32, align 4, addrspace(5)
  %31 = addrspacecast ptr addrspace(5) %26 to ptr
  %32 = addrspacecast ptr addrspace(5) %27 to ptr
  %33 = addrspacecast ptr addrspace(5) %28 to ptr
  store ptr addrspace(1) %0, ptr %31, align 8
  store ptr addrspace(1) %1, ptr %32, align 8
  store i32 %2, ptr %33, align 4
  %34 = addrspacecast ptr addrspace(5) %13 to ptr
  %35 = addrspacecast ptr addrspace(5) %14 to ptr
  store i32 0, ptr %35, align 4
  %36 = load i32, ptr %35, align 4
  %37 = addrspacecast ptr addrspace(5) %9 to ptr
  %38 = addrspacecast ptr addrspace(5) %10 to ptr
  store i32 %36, ptr %38, align 4
  %39 = load i32, ptr %38, align 4
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %43

41:                                               ; preds = %3
  %42 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %52

43:                                               ; preds = %3
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
  %56 = addrspacecast ptr addrspace(5) %7 to ptr
  %57 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 %55, ptr %57, align 4
  %58 = load i32, ptr %57, align 4
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %65

60:                                               ; preds = %52
  %61 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %62 = getelementptr i8, ptr addrspace(4) %61, i32 12
  %63 = load i16, ptr addrspace(4) %62, align 2, !range !10, !invariant.load !11, !noundef !11
  %64 = zext i16 %63 to i32
  br label %80

65:                                               ; preds = %52
  %66 = load i32, ptr %57, align 4
  %67 = icmp eq i32 %66, 1
  br i1 %67, label %68, label %73

68:                                               ; preds = %65
  %69 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %70 = getelementptr i8, ptr addrspace(4) %69, i32 14
  %71 = load i16, ptr addrspace(4) %70, align 2, !range !10, !invariant.load !11, !noundef !11
  %72 = zext i16 %71 to i32
  br label %78

73:                                               ; preds = %65
  %74 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %75 = getelementptr i8, ptr addrspace(4) %74, i32 16
  %76 = load i16, ptr addrspace(4) %75, align 2, !range !10, !invariant.load !11, !noundef !11
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
  %85 = addrspacecast ptr addrspace(5) %11 to ptr
  %86 = addrspacecast ptr addrspace(5) %12 to ptr
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

100:                                              ; preds = %98, %89
  %101 = phi i32 [ %90, %89 ], [ %99, %98 ]
  %102 = zext i32 %101 to i64
  %103 = add i64 %83, %102
  %104 = load i32, ptr %35, align 4
  %105 = addrspacecast ptr addrspace(5) %4 to ptr
  %106 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %104, ptr %106, align 4
  %107 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %108 = getelementptr inbounds i8, ptr addrspace(4) %107, i64 40
  store ptr addrspace(4) %108, ptr addrspace(5) %6, align 8
  %109 = load ptr addrspace(4), ptr addrspace(5) %6, align 8
  %110 = load i32, ptr %106, align 4
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds nuw i64, ptr addrspace(4) %109, i64 %111
  %113 = load i64, ptr addrspace(4) %112, align 8
  %114 = add i64 %103, %113
  %115 = trunc i64 %114 to i32
  store i32 %115, ptr addrspace(5) %29, align 4
  %116 = addrspacecast ptr addrspace(5) %24 to ptr
  %117 = addrspacecast ptr addrspace(5) %25 to ptr
  store i32 1, ptr %117, align 4
  %118 = load i32, ptr %117, align 4
  %119 = addrspacecast ptr addrspace(5) %20 to ptr
  %120 = addrspacecast ptr addrspace(5) %21 to ptr
  store i32 %118, ptr %120, align 4
  %121 = load i32, ptr %120, align 4
  %122 = icmp eq i32 %121, 0
  br i1 %122, label %123, label %125

123:                                              ; preds = %100
  %124 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %134

125:                                              ; preds = %100
  %126 = load i32, ptr %120, align 4
  %127 = icmp eq i32 %126, 1
  br i1 %127, label %128, label %130

128:                                              ; preds = %125
  %129 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %132

130:                                              ; preds = %125
  %131 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %132

132:                                              ; preds = %130, %128
  %133 = phi i32 [ %129, %128 ], [ %131, %130 ]
  br label %134

134:                                              ; preds = %132, %123
  %135 = phi i32 [ %124, %123 ], [ %133, %132 ]
  %136 = zext i32 %135 to i64
  %137 = load i32, ptr %117, align 4
  %138 = addrspacecast ptr addrspace(5) %18 to ptr
  %139 = addrspacecast ptr addrspace(5) %19 to ptr
  store i32 %137, ptr %139, align 4
  %140 = load i32, ptr %139, align 4
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %142, label %147

142:                                              ; preds = %134
  %143 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %144 = getelementptr i8, ptr addrspace(4) %143, i32 12
  %145 = load i16, ptr addrspace(4) %144, align 2, !range !10, !invariant.load !11, !noundef !11
  %146 = zext i16 %145 to i32
  br label %162

147:                                              ; preds = %134
  %148 = load i32, ptr %139, align 4
  %149 = icmp eq i32 %148, 1
  br i1 %149, label %150, label %155

150:                                              ; preds = %147
  %151 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %152 = getelementptr i8, ptr addrspace(4) %151, i32 14
  %153 = load i16, ptr addrspace(4) %152, align 2, !range !10, !invariant.load !11, !noundef !11
  %154 = zext i16 %153 to i32
  br label %160

155:                                              ; preds = %147
  %156 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %157 = getelementptr i8, ptr addrspace(4) %156, i32 16
  %158 = load i16, ptr addrspace(4) %157, align 2, !range !10, !invariant.load !11, !noundef !11
  %159 = zext i16 %158 to i32
  br label %160

160:                                              ; preds = %155, %150
  %161 = phi i32 [ %154, %150 ], [ %159, %155 ]
  br label %162

162:                                              ; preds = %160, %142
  %163 = phi i32 [ %146, %142 ], [ %161, %160 ]
  %164 = sext i32 %163 to i64
  %165 = mul i64 %136, %164
  %166 = load i32, ptr %117, align 4
  %167 = addrspacecast ptr addrspace(5) %22 to ptr
  %168 = addrspacecast ptr addrspace(5) %23 to ptr
  store i32 %166, ptr %168, align 4
  %169 = load i32, ptr %168, align 4
  %170 = icmp eq i32 %169, 0
  br i1 %170, label %171, label %173

171:                                              ; preds = %162
  %172 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %182

173:                                              ; preds = %162
  %174 = load i32, ptr %168, align 4
  %175 = icmp eq i32 %174, 1
  br i1 %175, label %176, label %178

176:                                              ; preds = %173
  %177 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %180

178:                                              ; preds = %173
  %179 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %180

180:                                              ; preds = %178, %176
  %181 = phi i32 [ %177, %176 ], [ %179, %178 ]
  br label %182

182:                                              ; preds = %180, %171
  %183 = phi i32 [ %172, %171 ], [ %181, %180 ]
  %184 = zext i32 %183 to i64
  %185 = add i64 %165, %184
  %186 = load i32, ptr %117, align 4
  %187 = addrspacecast ptr addrspace(5) %15 to ptr
  %188 = addrspacecast ptr addrspace(5) %16 to ptr
  store i32 %186, ptr %188, align 4
  %189 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %190 = getelementptr inbounds i8, ptr addrspace(4) %189, i64 40
  store ptr addrspace(4) %190, ptr addrspace(5) %17, align 8
  %191 = load ptr addrspace(4), ptr addrspace(5) %17, align 8
  %192 = load i32, ptr %188, align 4
  %193 = zext i32 %192 to i64
  %194 = getelementptr inbounds nuw i64, ptr addrspace(4) %191, i64 %193
  %195 = load i64, ptr addrspace(4) %194, align 8
  %196 = add i64 %185, %195
  %197 = trunc i64 %196 to i32
  store i32 %197, ptr addrspace(5) %30, align 4
  %198 = load ptr addrspace(1), ptr %31, align 8
  %199 = load i32, ptr addrspace(5) %29, align 4
  %200 = load i32, ptr %33, align 4
  %201 = mul nsw i32 %199, %200
  %202 = load i32, ptr addrspace(5) %30, align 4
  %203 = add nsw i32 %201, %202
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds float, ptr addrspace(1) %198, i64 %204
  %206 = load float, ptr addrspace(1) %205, align 4
  %207 = load i32, ptr addrspace(5) %30, align 4
  %208 = sitofp i32 %207 to float
  %209 = call float @llvm.fmuladd.f32(float %206, float 2.000000e+00, float %208)
  %210 = load ptr addrspace(1), ptr %32, align 8
  %211 = load i32, ptr addrspace(5) %30, align 4
  %212 = load i32, ptr %33, align 4
  %213 = mul nsw i32 %211, %212
  %214 = load i32, ptr addrspace(5) %29, align 4
  %215 = add nsw i32 %213, %214
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds float, ptr addrspace(1) %210, i64 %216
  store float %209, ptr addrspace(1) %217, align 4
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nofree nounwind willreturn }
attributes #2 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #3 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{i32 1, i32 1, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none"}
!8 = !{!"int*", !"int*", !"int*", !"int"}
!9 = !{!"const", !"const", !"", !""}
!10 = !{i16 1, i16 1025}
!11 = !{}
!12 = !{i32 0, i32 1, i32 1, i32 0}
!13 = !{!"float", !"float*", !"float*", !"int"}
!14 = !{!"", !"const", !"", !""}
!15 = !{i32 1, i32 1, i32 3}
!16 = !{!"none", !"none", !"none"}
!17 = !{!"float*", !"float*", !"float*"}
!18 = !{!"const", !"", !""}
!19 = !{i32 1, i32 1}
!20 = !{!"none", !"none"}
!21 = !{!"int*", !"int*"}
!22 = !{!"const", !""}
!23 = !{i32 1, i32 1, i32 0}
!24 = !{!"uchar*", !"uint*", !"int"}
!25 = !{!"float*", !"float*", !"int"}
