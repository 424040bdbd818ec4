; ModuleID = 'sim/tests/kernels/rows_cdna.cl'
source_filename = "sim/tests/kernels/rows_cdna.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden range(i64 0, 1024) i64 @_Z12get_local_idj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = icmp eq i32 %0, 1
  %5 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %6 = tail call i32 @llvm.amdgcn.workitem.id.z()
  %7 = select i1 %4, i32 %5, i32 %6
  %8 = select i1 %2, i32 %3, i32 %7
  %9 = zext nneg i32 %8 to i64
  ret i64 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden range(i64 0, 4294967296) i64 @_Z12get_group_idj(i32 noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = icmp eq i32 %0, 1
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.z()
  %7 = select i1 %4, i32 %5, i32 %6
  %8 = select i1 %2, i32 %3, i32 %7
  %9 = zext i32 %8 to i64
  ret i64 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden range(i64 1, 1025) i64 @_Z14get_local_sizej(i32 noundef %0) local_unnamed_addr #3 {
  %2 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %3 = icmp eq i32 %0, 1
  %4 = select i1 %3, i64 14, i64 16
  %5 = icmp eq i32 %0, 0
  %6 = select i1 %5, i64 12, i64 %4
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %2, i64 %6
  %8 = load i16, ptr addrspace(4) %7, align 2, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i64
  ret i64 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i64 @_Z17get_global_offsetj(i32 noundef %0) local_unnamed_addr #4 {
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %3 = getelementptr inbounds nuw i8, ptr addrspace(4) %2, i64 40
  %4 = zext i32 %0 to i64
  %5 = getelementptr inbounds nuw i64, ptr addrspace(4) %3, i64 %4
  %6 = load i64, ptr addrspace(4) %5, align 8, !tbaa !11
  ret i64 %6
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i64 @_Z13get_global_idj(i32 noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq i32 %0, 1
  %3 = select i1 %2, i64 14, i64 16
  %4 = icmp eq i32 %0, 0
  %5 = select i1 %4, i64 12, i64 %3
  %6 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 %5
  %8 = icmp eq i32 %0, 0
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = icmp eq i32 %0, 1
  %11 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.z()
  %13 = select i1 %10, i32 %11, i32 %12
  %14 = select i1 %8, i32 %9, i32 %13
  %15 = zext i32 %14 to i64
  %16 = load i16, ptr addrspace(4) %7, align 2, !range !9, !invariant.load !10, !noundef !10
  %17 = zext nneg i16 %16 to i64
  %18 = mul nuw nsw i64 %17, %15
  %19 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %20 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %21 = tail call i32 @llvm.amdgcn.workitem.id.z()
  %22 = select i1 %10, i32 %20, i32 %21
  %23 = select i1 %8, i32 %19, i32 %22
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %26 = zext i32 %0 to i64
  %27 = getelementptr inbounds nuw i64, ptr addrspace(4) %25, i64 %26
  %28 = load i64, ptr addrspace(4) %27, align 8, !tbaa !11
  %29 = add i64 %28, %24
  %30 = add i64 %29, %18
  ret i64 %30
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn
define hidden void @_Z7barrierj(i32 noundef %0) local_unnamed_addr #6 {
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #7

; Function Attrs: alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define hidden i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %0) local_unnamed_addr #8 {
  %2 = atomicrmw volatile add ptr addrspace(1) %0, i32 1 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  ret i32 %2
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define hidden i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #8 {
  %4 = cmpxchg volatile ptr addrspace(1) %0, i32 %1, i32 %2 syncscope("agent-one-as") monotonic monotonic, align 4
  %5 = extractvalue { i32, i1 } %4, 0
  ret i32 %5
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rows_mfma_32x32x8f16(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef readonly align 64 captures(none) %2, ptr addrspace(1) noundef writeonly align 64 captures(none) %3) local_unnamed_addr #9 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw <4 x half>, ptr addrspace(1) %0, i64 %6
  %8 = load <4 x half>, ptr addrspace(1) %7, align 8, !tbaa !18, !amdgpu.noclobber !10
  %9 = getelementptr inbounds nuw <4 x half>, ptr addrspace(1) %1, i64 %6
  %10 = load <4 x half>, ptr addrspace(1) %9, align 8, !tbaa !18, !amdgpu.noclobber !10
  %11 = getelementptr inbounds nuw <16 x float>, ptr addrspace(1) %2, i64 %6
  %12 = load <16 x float>, ptr addrspace(1) %11, align 64, !tbaa !18, !amdgpu.noclobber !10
  %13 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %8, <4 x half> %10, <16 x float> %12, i32 0, i32 0, i32 0)
  %14 = getelementptr inbounds nuw <16 x float>, ptr addrspace(1) %3, i64 %6
  store <16 x float> %13, ptr addrspace(1) %14, align 64, !tbaa !18
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_rows_mfma_32x32x8f16(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef readonly align 64 captures(none) %2, ptr addrspace(1) noundef writeonly align 64 captures(none) %3) local_unnamed_addr #10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw <4 x half>, ptr addrspace(1) %0, i64 %6
  %8 = load <4 x half>, ptr addrspace(1) %7, align 8, !tbaa !18
  %9 = getelementptr inbounds nuw <4 x half>, ptr addrspace(1) %1, i64 %6
  %10 = load <4 x half>, ptr addrspace(1) %9, align 8, !tbaa !18
  %11 = getelementptr inbounds nuw <16 x float>, ptr addrspace(1) %2, i64 %6
  %12 = load <16 x float>, ptr addrspace(1) %11, align 64, !tbaa !18
  %13 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %8, <4 x half> %10, <16 x float> %12, i32 0, i32 0, i32 0)
  %14 = getelementptr inbounds nuw <16 x float>, ptr addrspace(1) %3, i64 %6
  store <16 x float> %13, ptr addrspace(1) %14, align 64, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rows_mfma_32x32x2f32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 64 captures(none) %2, ptr addrspace(1) noundef writeonly align 64 captures(none) %3) local_unnamed_addr #9 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !19 !kernel_arg_base_type !20 !kernel_arg_type_qual !17 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !21, !amdgpu.noclobber !10
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !21, !amdgpu.noclobber !10
  %11 = getelementptr inbounds nuw <16 x float>, ptr addrspace(1) %2, i64 %6
  %12 = load <16 x float>, ptr addrspace(1) %11, align 64, !tbaa !18, !amdgpu.noclobber !10
  %13 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %8, float %10, <16 x float> %12, i32 0, i32 0, i32 0)
  %14 = getelementptr inbounds nuw <16 x float>, ptr addrspace(1) %3, i64 %6
  store <16 x float> %13, ptr addrspace(1) %14, align 64, !tbaa !18
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_rows_mfma_32x32x2f32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 64 captures(none) %2, ptr addrspace(1) noundef writeonly align 64 captures(none) %3) local_unnamed_addr #10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !19 !kernel_arg_base_type !20 !kernel_arg_type_qual !17 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !21
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !21
  %11 = getelementptr inbounds nuw <16 x float>, ptr addrspace(1) %2, i64 %6
  %12 = load <16 x float>, ptr addrspace(1) %11, align 64, !tbaa !18
  %13 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %8, float %10, <16 x float> %12, i32 0, i32 0, i32 0)
  %14 = getelementptr inbounds nuw <16 x float>, ptr addrspace(1) %3, i64 %6
  store <16 x float> %13, ptr addrspace(1) %14, align 64, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rows_mfma_32x32x1f32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 128 captures(none) %2, ptr addrspace(1) noundef writeonly align 128 captures(none) %3) local_unnamed_addr #9 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !23 !kernel_arg_base_type !24 !kernel_arg_type_qual !17 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !21, !amdgpu.noclobber !10
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !21, !amdgpu.noclobber !10
  %11 = getelementptr inbounds nuw <32 x float>, ptr addrspace(1) %2, i64 %6
  %12 = load <32 x float>, ptr addrspace(1) %11, align 128, !tbaa !18, !amdgpu.noclobber !10
  %13 = tail call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %8, float %10, <32 x float> %12, i32 0, i32 0, i32 0)
  %14 = getelementptr inbounds nuw <32 x float>, ptr addrspace(1) %3, i64 %6
  store <32 x float> %13, ptr addrspace(1) %14, align 128, !tbaa !18
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_rows_mfma_32x32x1f32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 128 captures(none) %2, ptr addrspace(1) noundef writeonly align 128 captures(none) %3) local_unnamed_addr #10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !23 !kernel_arg_base_type !24 !kernel_arg_type_qual !17 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !21
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !21
  %11 = getelementptr inbounds nuw <32 x float>, ptr addrspace(1) %2, i64 %6
  %12 = load <32 x float>, ptr addrspace(1) %11, align 128, !tbaa !18
  %13 = tail call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %8, float %10, <32 x float> %12, i32 0, i32 0, i32 0)
  %14 = getelementptr inbounds nuw <32 x float>, ptr addrspace(1) %3, i64 %6
  store <32 x float> %13, ptr addrspace(1) %14, align 128, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rows_mfma_16x16x4f64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef readonly align 32 captures(none) %2, ptr addrspace(1) noundef writeonly align 32 captures(none) %3) local_unnamed_addr #9 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !25 !kernel_arg_base_type !26 !kernel_arg_type_qual !17 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %6
  %8 = load double, ptr addrspace(1) %7, align 8, !tbaa !27, !amdgpu.noclobber !10
  %9 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %6
  %10 = load double, ptr addrspace(1) %9, align 8, !tbaa !27, !amdgpu.noclobber !10
  %11 = getelementptr inbounds nuw <4 x double>, ptr addrspace(1) %2, i64 %6
  %12 = load <4 x double>, ptr addrspace(1) %11, align 32, !tbaa !18, !amdgpu.noclobber !10
  %13 = tail call <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double %8, double %10, <4 x double> %12, i32 0, i32 0, i32 0)
  %14 = getelementptr inbounds nuw <4 x double>, ptr addrspace(1) %3, i64 %6
  store <4 x double> %13, ptr addrspace(1) %14, align 32, !tbaa !18
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_rows_mfma_16x16x4f64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef readonly align 32 captures(none) %2, ptr addrspace(1) noundef writeonly align 32 captures(none) %3) local_unnamed_addr #10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !25 !kernel_arg_base_type !26 !kernel_arg_type_qual !17 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %6
  %8 = load double, ptr addrspace(1) %7, align 8, !tbaa !27
  %9 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %6
  %10 = load double, ptr addrspace(1) %9, align 8, !tbaa !27
  %11 = getelementptr inbounds nuw <4 x double>, ptr addrspace(1) %2, i64 %6
  %12 = load <4 x double>, ptr addrspace(1) %11, align 32, !tbaa !18
  %13 = tail call <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double %8, double %10, <4 x double> %12, i32 0, i32 0, i32 0)
  %14 = getelementptr inbounds nuw <4 x double>, ptr addrspace(1) %3, i64 %6
  store <4 x double> %13, ptr addrspace(1) %14, align 32, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rows_mfma_4x4x4f64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #9 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !17 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %6
  %8 = load double, ptr addrspace(1) %7, align 8, !tbaa !27, !amdgpu.noclobber !10
  %9 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %6
  %10 = load double, ptr addrspace(1) %9, align 8, !tbaa !27, !amdgpu.noclobber !10
  %11 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %6
  %12 = load double, ptr addrspace(1) %11, align 8, !tbaa !27, !amdgpu.noclobber !10
  %13 = tail call double @llvm.amdgcn.mfma.f64.4x4x4f64(double %8, double %10, double %12, i32 0, i32 0, i32 0)
  %14 = getelementptr inbounds nuw double, ptr addrspace(1) %3, i64 %6
  store double %13, ptr addrspace(1) %14, align 8, !tbaa !27
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_rows_mfma_4x4x4f64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3) local_unnamed_addr #10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !17 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %6
  %8 = load double, ptr addrspace(1) %7, align 8, !tbaa !27
  %9 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %6
  %10 = load double, ptr addrspace(1) %9, align 8, !tbaa !27
  %11 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %6
  %12 = load double, ptr addrspace(1) %11, align 8, !tbaa !27
  %13 = tail call double @llvm.amdgcn.mfma.f64.4x4x4f64(double %8, double %10, double %12, i32 0, i32 0, i32 0)
  %14 = getelementptr inbounds nuw double, ptr addrspace(1) %3, i64 %6
  store double %13, ptr addrspace(1) %14, align 8, !tbaa !27
  ret void
}

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #11

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #11

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float, float, <32 x float>, i32 immarg, i32 immarg, i32 immarg) #11

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double, double, <4 x double>, i32 immarg, i32 immarg, i32 immarg) #11

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare double @llvm.amdgcn.mfma.f64.4x4x4f64(double, double, double, i32 immarg, i32 immarg, i32 immarg) #11

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #4 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-lds-kernel-id" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-lds-kernel-id" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #6 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #8 = { alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #9 = { convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #10 = { alwaysinline convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #11 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

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
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = !{i32 1, i32 1, i32 1, i32 1}
!14 = !{!"none", !"none", !"none", !"none"}
!15 = !{!"half4_t*", !"half4_t*", !"float16_t*", !"float16_t*"}
!16 = !{!"half __attribute__((ext_vector_type(4)))*", !"half __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(16)))*", !"float __attribute__((ext_vector_type(16)))*"}
!17 = !{!"const", !"const", !"const", !""}
!18 = !{!7, !7, i64 0}
!19 = !{!"float*", !"float*", !"float16_t*", !"float16_t*"}
!20 = !{!"float*", !"float*", !"float __attribute__((ext_vector_type(16)))*", !"float __attribute__((ext_vector_type(16)))*"}
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !7, i64 0}
!23 = !{!"float*", !"float*", !"float32_t*", !"float32_t*"}
!24 = !{!"float*", !"float*", !"float __attribute__((ext_vector_type(32)))*", !"float __attribute__((ext_vector_type(32)))*"}
!25 = !{!"double*", !"double*", !"double4_t*", !"double4_t*"}
!26 = !{!"double*", !"double*", !"double __attribute__((ext_vector_type(4)))*", !"double __attribute__((ext_vector_type(4)))*"}
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !7, i64 0}
!29 = !{!"double*", !"double*", !"double*", !"double*"}
