; ModuleID = 'sim/tests/kernels/atomics.cl'
source_filename = "sim/tests/kernels/atomics.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@atomics32.l = internal addrspace(3) global [14 x i32] undef, align 4
@atomics64.l = internal addrspace(3) global [14 x i64] undef, align 8
@fadd.lf = internal addrspace(3) global float undef, align 4
@fadd.ld = internal addrspace(3) global double undef, align 8

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

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @atomics32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #9 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !11
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = trunc i64 %17 to i32
  %19 = shl i64 %17, 32
  %20 = ashr exact i64 %19, 32
  %21 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !5, !amdgpu.noclobber !10
  %23 = shl nsw i32 %18, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %24
  %26 = icmp eq i32 %3, 0
  br i1 %26, label %67, label %27

27:                                               ; preds = %4
  %28 = icmp slt i32 %18, 14
  br i1 %28, label %29, label %33

29:                                               ; preds = %27
  %30 = getelementptr inbounds i32, ptr addrspace(3) @atomics32.l, i32 %18
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !5, !amdgpu.noclobber !10
  store i32 %32, ptr addrspace(3) %30, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %29, %27
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %34 = atomicrmw add ptr addrspace(3) @atomics32.l, i32 1 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %34, ptr addrspace(1) %25, align 4, !tbaa !5
  %35 = atomicrmw sub ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 4), i32 %22 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %36 = and i32 %18, 31
  %37 = shl nuw i32 1, %36
  %38 = xor i32 %37, -1
  %39 = atomicrmw and ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 8), i32 %38 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %40 = and i32 %22, 31
  %41 = shl nuw i32 1, %40
  %42 = atomicrmw or ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 12), i32 %41 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %43 = atomicrmw xor ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 16), i32 %22 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %44 = atomicrmw min ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 20), i32 %22 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %45 = atomicrmw max ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 24), i32 %22 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %46 = atomicrmw umin ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 28), i32 %22 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %47 = atomicrmw umax ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 32), i32 %22 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %48 = atomicrmw volatile uinc_wrap ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 36), i32 6 syncscope("workgroup") monotonic, align 4
  %49 = atomicrmw volatile udec_wrap ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 40), i32 9 syncscope("workgroup") monotonic, align 4
  %50 = atomicrmw xchg ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 44), i32 %18 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %51 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 4
  store i32 %50, ptr addrspace(1) %51, align 4, !tbaa !5
  %52 = load atomic i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 48) syncscope("workgroup") monotonic, align 4
  br label %53

53:                                               ; preds = %53, %33
  %54 = phi i32 [ %52, %33 ], [ %58, %53 ]
  %55 = add nsw i32 %54, %22
  %56 = cmpxchg ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 48), i32 %54, i32 %55 syncscope("workgroup") monotonic monotonic, align 4
  %57 = extractvalue { i32, i1 } %56, 1
  %58 = extractvalue { i32, i1 } %56, 0
  br i1 %57, label %59, label %53

59:                                               ; preds = %53
  %60 = cmpxchg ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 52), i32 %18, i32 -1 syncscope("workgroup") monotonic monotonic, align 4
  %61 = extractvalue { i32, i1 } %60, 0
  %62 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store i32 %61, ptr addrspace(1) %62, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %28, label %63, label %110

63:                                               ; preds = %59
  %64 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  %65 = getelementptr inbounds i32, ptr addrspace(3) @atomics32.l, i32 %18
  %66 = load i32, ptr addrspace(3) %65, align 4, !tbaa !5
  store i32 %66, ptr addrspace(1) %64, align 4, !tbaa !5
  br label %110

67:                                               ; preds = %4
  %68 = atomicrmw add ptr addrspace(1) %1, i32 1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %68, ptr addrspace(1) %25, align 4, !tbaa !5
  %69 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4
  %70 = atomicrmw sub ptr addrspace(1) %69, i32 %22 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %71 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 8
  %72 = and i32 %18, 31
  %73 = shl nuw i32 1, %72
  %74 = xor i32 %73, -1
  %75 = atomicrmw and ptr addrspace(1) %71, i32 %74 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %76 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 12
  %77 = and i32 %22, 31
  %78 = shl nuw i32 1, %77
  %79 = atomicrmw or ptr addrspace(1) %76, i32 %78 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %80 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 16
  %81 = atomicrmw xor ptr addrspace(1) %80, i32 %22 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %82 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 20
  %83 = atomicrmw min ptr addrspace(1) %82, i32 %22 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %84 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 24
  %85 = atomicrmw max ptr addrspace(1) %84, i32 %22 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %86 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 28
  %87 = atomicrmw umin ptr addrspace(1) %86, i32 %22 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %88 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 32
  %89 = atomicrmw umax ptr addrspace(1) %88, i32 %22 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %90 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 36
  %91 = atomicrmw volatile uinc_wrap ptr addrspace(1) %90, i32 6 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10
  %92 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 40
  %93 = atomicrmw volatile udec_wrap ptr addrspace(1) %92, i32 9 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10
  %94 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 44
  %95 = atomicrmw xchg ptr addrspace(1) %94, i32 %18 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %96 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 4
  store i32 %95, ptr addrspace(1) %96, align 4, !tbaa !5
  %97 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 48
  %98 = load atomic i32, ptr addrspace(1) %97 syncscope("agent") monotonic, align 4
  br label %99

99:                                               ; preds = %99, %67
  %100 = phi i32 [ %98, %67 ], [ %104, %99 ]
  %101 = add nsw i32 %100, %22
  %102 = cmpxchg ptr addrspace(1) %97, i32 %100, i32 %101 syncscope("agent") monotonic monotonic, align 4
  %103 = extractvalue { i32, i1 } %102, 1
  %104 = extractvalue { i32, i1 } %102, 0
  br i1 %103, label %105, label %99

105:                                              ; preds = %99
  %106 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 52
  %107 = cmpxchg ptr addrspace(1) %106, i32 %18, i32 -1 syncscope("agent") monotonic monotonic, align 4
  %108 = extractvalue { i32, i1 } %107, 0
  %109 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store i32 %108, ptr addrspace(1) %109, align 4, !tbaa !5
  br label %110

110:                                              ; preds = %59, %63, %105
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind
define protected void @__clang_ocl_kern_imp_atomics32(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !11
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = trunc i64 %17 to i32
  %19 = shl i64 %17, 32
  %20 = ashr exact i64 %19, 32
  %21 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !5
  %23 = shl nsw i32 %18, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %24
  %26 = icmp eq i32 %3, 0
  br i1 %26, label %67, label %27

27:                                               ; preds = %4
  %28 = icmp slt i32 %18, 14
  br i1 %28, label %29, label %33

29:                                               ; preds = %27
  %30 = getelementptr inbounds i32, ptr addrspace(3) @atomics32.l, i32 %18
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !5
  store i32 %32, ptr addrspace(3) %30, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %29, %27
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %34 = atomicrmw add ptr addrspace(3) @atomics32.l, i32 1 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %34, ptr addrspace(1) %25, align 4, !tbaa !5
  %35 = atomicrmw sub ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 4), i32 %22 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %36 = and i32 %18, 31
  %37 = shl nuw i32 1, %36
  %38 = xor i32 %37, -1
  %39 = atomicrmw and ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 8), i32 %38 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %40 = and i32 %22, 31
  %41 = shl nuw i32 1, %40
  %42 = atomicrmw or ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 12), i32 %41 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %43 = atomicrmw xor ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 16), i32 %22 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %44 = atomicrmw min ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 20), i32 %22 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %45 = atomicrmw max ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 24), i32 %22 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %46 = atomicrmw umin ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 28), i32 %22 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %47 = atomicrmw umax ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 32), i32 %22 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %48 = atomicrmw volatile uinc_wrap ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 36), i32 6 syncscope("workgroup") monotonic, align 4
  %49 = atomicrmw volatile udec_wrap ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 40), i32 9 syncscope("workgroup") monotonic, align 4
  %50 = atomicrmw xchg ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 44), i32 %18 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %51 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 4
  store i32 %50, ptr addrspace(1) %51, align 4, !tbaa !5
  %52 = load atomic i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 48) syncscope("workgroup") monotonic, align 4
  br label %53

53:                                               ; preds = %53, %33
  %54 = phi i32 [ %52, %33 ], [ %58, %53 ]
  %55 = add nsw i32 %54, %22
  %56 = cmpxchg ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 48), i32 %54, i32 %55 syncscope("workgroup") monotonic monotonic, align 4
  %57 = extractvalue { i32, i1 } %56, 1
  %58 = extractvalue { i32, i1 } %56, 0
  br i1 %57, label %59, label %53

59:                                               ; preds = %53
  %60 = cmpxchg ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics32.l, i32 52), i32 %18, i32 -1 syncscope("workgroup") monotonic monotonic, align 4
  %61 = extractvalue { i32, i1 } %60, 0
  %62 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store i32 %61, ptr addrspace(1) %62, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %28, label %63, label %110

63:                                               ; preds = %59
  %64 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  %65 = getelementptr inbounds i32, ptr addrspace(3) @atomics32.l, i32 %18
  %66 = load i32, ptr addrspace(3) %65, align 4, !tbaa !5
  store i32 %66, ptr addrspace(1) %64, align 4, !tbaa !5
  br label %110

67:                                               ; preds = %4
  %68 = atomicrmw add ptr addrspace(1) %1, i32 1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %68, ptr addrspace(1) %25, align 4, !tbaa !5
  %69 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4
  %70 = atomicrmw sub ptr addrspace(1) %69, i32 %22 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %71 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 8
  %72 = and i32 %18, 31
  %73 = shl nuw i32 1, %72
  %74 = xor i32 %73, -1
  %75 = atomicrmw and ptr addrspace(1) %71, i32 %74 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %76 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 12
  %77 = and i32 %22, 31
  %78 = shl nuw i32 1, %77
  %79 = atomicrmw or ptr addrspace(1) %76, i32 %78 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %80 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 16
  %81 = atomicrmw xor ptr addrspace(1) %80, i32 %22 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %82 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 20
  %83 = atomicrmw min ptr addrspace(1) %82, i32 %22 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %84 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 24
  %85 = atomicrmw max ptr addrspace(1) %84, i32 %22 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %86 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 28
  %87 = atomicrmw umin ptr addrspace(1) %86, i32 %22 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %88 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 32
  %89 = atomicrmw umax ptr addrspace(1) %88, i32 %22 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %90 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 36
  %91 = atomicrmw volatile uinc_wrap ptr addrspace(1) %90, i32 6 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10
  %92 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 40
  %93 = atomicrmw volatile udec_wrap ptr addrspace(1) %92, i32 9 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10
  %94 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 44
  %95 = atomicrmw xchg ptr addrspace(1) %94, i32 %18 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %96 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 4
  store i32 %95, ptr addrspace(1) %96, align 4, !tbaa !5
  %97 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 48
  %98 = load atomic i32, ptr addrspace(1) %97 syncscope("agent") monotonic, align 4
  br label %99

99:                                               ; preds = %99, %67
  %100 = phi i32 [ %98, %67 ], [ %104, %99 ]
  %101 = add nsw i32 %100, %22
  %102 = cmpxchg ptr addrspace(1) %97, i32 %100, i32 %101 syncscope("agent") monotonic monotonic, align 4
  %103 = extractvalue { i32, i1 } %102, 1
  %104 = extractvalue { i32, i1 } %102, 0
  br i1 %103, label %105, label %99

105:                                              ; preds = %99
  %106 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 52
  %107 = cmpxchg ptr addrspace(1) %106, i32 %18, i32 -1 syncscope("agent") monotonic monotonic, align 4
  %108 = extractvalue { i32, i1 } %107, 0
  %109 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store i32 %108, ptr addrspace(1) %109, align 4, !tbaa !5
  br label %110

110:                                              ; preds = %59, %63, %105
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @atomics64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i32 noundef %3) local_unnamed_addr #9 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !16 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !11
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = trunc i64 %17 to i32
  %19 = shl i64 %17, 32
  %20 = ashr exact i64 %19, 32
  %21 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %20
  %22 = load i64, ptr addrspace(1) %21, align 8, !tbaa !11, !amdgpu.noclobber !10
  %23 = shl nsw i32 %18, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %24
  %26 = icmp eq i32 %3, 0
  br i1 %26, label %68, label %27

27:                                               ; preds = %4
  %28 = icmp slt i32 %18, 14
  br i1 %28, label %29, label %33

29:                                               ; preds = %27
  %30 = getelementptr inbounds i64, ptr addrspace(3) @atomics64.l, i32 %18
  %31 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %20
  %32 = load i64, ptr addrspace(1) %31, align 8, !tbaa !11, !amdgpu.noclobber !10
  store i64 %32, ptr addrspace(3) %30, align 8, !tbaa !11
  br label %33

33:                                               ; preds = %29, %27
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %34 = atomicrmw add ptr addrspace(3) @atomics64.l, i64 4294967297 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i64 %34, ptr addrspace(1) %25, align 8, !tbaa !11
  %35 = atomicrmw sub ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 8), i64 %22 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %36 = and i64 %17, 63
  %37 = shl nuw i64 1, %36
  %38 = xor i64 %37, -1
  %39 = atomicrmw and ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 16), i64 %38 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %40 = and i64 %22, 63
  %41 = shl nuw i64 1, %40
  %42 = atomicrmw or ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 24), i64 %41 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %43 = atomicrmw xor ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 32), i64 %22 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %44 = atomicrmw min ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 40), i64 %22 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %45 = atomicrmw max ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 48), i64 %22 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %46 = atomicrmw umin ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 56), i64 %22 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %47 = atomicrmw umax ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 64), i64 %22 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %48 = atomicrmw volatile uinc_wrap ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 72), i64 6 syncscope("workgroup") monotonic, align 8
  %49 = atomicrmw volatile udec_wrap ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 80), i64 9 syncscope("workgroup") monotonic, align 8
  %50 = shl i64 %17, 33
  %51 = atomicrmw xchg ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 88), i64 %50 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store i64 %51, ptr addrspace(1) %52, align 8, !tbaa !11
  %53 = load atomic i64, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 96) syncscope("workgroup") monotonic, align 8
  br label %54

54:                                               ; preds = %54, %33
  %55 = phi i64 [ %53, %33 ], [ %59, %54 ]
  %56 = add nsw i64 %55, %22
  %57 = cmpxchg ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 96), i64 %55, i64 %56 syncscope("workgroup") monotonic monotonic, align 8
  %58 = extractvalue { i64, i1 } %57, 1
  %59 = extractvalue { i64, i1 } %57, 0
  br i1 %58, label %60, label %54

60:                                               ; preds = %54
  %61 = cmpxchg ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 104), i64 %20, i64 -1 syncscope("workgroup") monotonic monotonic, align 8
  %62 = extractvalue { i64, i1 } %61, 0
  %63 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 16
  store i64 %62, ptr addrspace(1) %63, align 8, !tbaa !11
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %28, label %64, label %112

64:                                               ; preds = %60
  %65 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %20
  %66 = getelementptr inbounds i64, ptr addrspace(3) @atomics64.l, i32 %18
  %67 = load i64, ptr addrspace(3) %66, align 8, !tbaa !11
  store i64 %67, ptr addrspace(1) %65, align 8, !tbaa !11
  br label %112

68:                                               ; preds = %4
  %69 = atomicrmw add ptr addrspace(1) %1, i64 4294967297 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i64 %69, ptr addrspace(1) %25, align 8, !tbaa !11
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 8
  %71 = atomicrmw sub ptr addrspace(1) %70, i64 %22 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %72 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 16
  %73 = and i64 %17, 63
  %74 = shl nuw i64 1, %73
  %75 = xor i64 %74, -1
  %76 = atomicrmw and ptr addrspace(1) %72, i64 %75 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %77 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 24
  %78 = and i64 %22, 63
  %79 = shl nuw i64 1, %78
  %80 = atomicrmw or ptr addrspace(1) %77, i64 %79 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %81 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 32
  %82 = atomicrmw xor ptr addrspace(1) %81, i64 %22 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %83 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 40
  %84 = atomicrmw min ptr addrspace(1) %83, i64 %22 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %85 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 48
  %86 = atomicrmw max ptr addrspace(1) %85, i64 %22 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %87 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 56
  %88 = atomicrmw umin ptr addrspace(1) %87, i64 %22 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %89 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 64
  %90 = atomicrmw umax ptr addrspace(1) %89, i64 %22 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %91 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 72
  %92 = atomicrmw volatile uinc_wrap ptr addrspace(1) %91, i64 6 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10
  %93 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 80
  %94 = atomicrmw volatile udec_wrap ptr addrspace(1) %93, i64 9 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10
  %95 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 88
  %96 = shl i64 %17, 33
  %97 = atomicrmw xchg ptr addrspace(1) %95, i64 %96 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %98 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store i64 %97, ptr addrspace(1) %98, align 8, !tbaa !11
  %99 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 96
  %100 = load atomic i64, ptr addrspace(1) %99 syncscope("agent") monotonic, align 8
  br label %101

101:                                              ; preds = %101, %68
  %102 = phi i64 [ %100, %68 ], [ %106, %101 ]
  %103 = add nsw i64 %102, %22
  %104 = cmpxchg ptr addrspace(1) %99, i64 %102, i64 %103 syncscope("agent") monotonic monotonic, align 8
  %105 = extractvalue { i64, i1 } %104, 1
  %106 = extractvalue { i64, i1 } %104, 0
  br i1 %105, label %107, label %101

107:                                              ; preds = %101
  %108 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 104
  %109 = cmpxchg ptr addrspace(1) %108, i64 %20, i64 -1 syncscope("agent") monotonic monotonic, align 8
  %110 = extractvalue { i64, i1 } %109, 0
  %111 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 16
  store i64 %110, ptr addrspace(1) %111, align 8, !tbaa !11
  br label %112

112:                                              ; preds = %60, %64, %107
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind
define protected void @__clang_ocl_kern_imp_atomics64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i32 noundef %3) local_unnamed_addr #10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !16 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !11
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = trunc i64 %17 to i32
  %19 = shl i64 %17, 32
  %20 = ashr exact i64 %19, 32
  %21 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %20
  %22 = load i64, ptr addrspace(1) %21, align 8, !tbaa !11
  %23 = shl nsw i32 %18, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %24
  %26 = icmp eq i32 %3, 0
  br i1 %26, label %68, label %27

27:                                               ; preds = %4
  %28 = icmp slt i32 %18, 14
  br i1 %28, label %29, label %33

29:                                               ; preds = %27
  %30 = getelementptr inbounds i64, ptr addrspace(3) @atomics64.l, i32 %18
  %31 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %20
  %32 = load i64, ptr addrspace(1) %31, align 8, !tbaa !11
  store i64 %32, ptr addrspace(3) %30, align 8, !tbaa !11
  br label %33

33:                                               ; preds = %29, %27
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %34 = atomicrmw add ptr addrspace(3) @atomics64.l, i64 4294967297 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i64 %34, ptr addrspace(1) %25, align 8, !tbaa !11
  %35 = atomicrmw sub ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 8), i64 %22 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %36 = and i64 %17, 63
  %37 = shl nuw i64 1, %36
  %38 = xor i64 %37, -1
  %39 = atomicrmw and ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 16), i64 %38 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %40 = and i64 %22, 63
  %41 = shl nuw i64 1, %40
  %42 = atomicrmw or ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 24), i64 %41 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %43 = atomicrmw xor ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 32), i64 %22 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %44 = atomicrmw min ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 40), i64 %22 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %45 = atomicrmw max ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 48), i64 %22 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %46 = atomicrmw umin ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 56), i64 %22 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %47 = atomicrmw umax ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 64), i64 %22 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %48 = atomicrmw volatile uinc_wrap ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 72), i64 6 syncscope("workgroup") monotonic, align 8
  %49 = atomicrmw volatile udec_wrap ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 80), i64 9 syncscope("workgroup") monotonic, align 8
  %50 = shl i64 %17, 33
  %51 = atomicrmw xchg ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 88), i64 %50 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store i64 %51, ptr addrspace(1) %52, align 8, !tbaa !11
  %53 = load atomic i64, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 96) syncscope("workgroup") monotonic, align 8
  br label %54

54:                                               ; preds = %54, %33
  %55 = phi i64 [ %53, %33 ], [ %59, %54 ]
  %56 = add nsw i64 %55, %22
  %57 = cmpxchg ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 96), i64 %55, i64 %56 syncscope("workgroup") monotonic monotonic, align 8
  %58 = extractvalue { i64, i1 } %57, 1
  %59 = extractvalue { i64, i1 } %57, 0
  br i1 %58, label %60, label %54

60:                                               ; preds = %54
  %61 = cmpxchg ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @atomics64.l, i32 104), i64 %20, i64 -1 syncscope("workgroup") monotonic monotonic, align 8
  %62 = extractvalue { i64, i1 } %61, 0
  %63 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 16
  store i64 %62, ptr addrspace(1) %63, align 8, !tbaa !11
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %28, label %64, label %112

64:                                               ; preds = %60
  %65 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %20
  %66 = getelementptr inbounds i64, ptr addrspace(3) @atomics64.l, i32 %18
  %67 = load i64, ptr addrspace(3) %66, align 8, !tbaa !11
  store i64 %67, ptr addrspace(1) %65, align 8, !tbaa !11
  br label %112

68:                                               ; preds = %4
  %69 = atomicrmw add ptr addrspace(1) %1, i64 4294967297 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i64 %69, ptr addrspace(1) %25, align 8, !tbaa !11
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 8
  %71 = atomicrmw sub ptr addrspace(1) %70, i64 %22 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %72 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 16
  %73 = and i64 %17, 63
  %74 = shl nuw i64 1, %73
  %75 = xor i64 %74, -1
  %76 = atomicrmw and ptr addrspace(1) %72, i64 %75 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %77 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 24
  %78 = and i64 %22, 63
  %79 = shl nuw i64 1, %78
  %80 = atomicrmw or ptr addrspace(1) %77, i64 %79 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %81 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 32
  %82 = atomicrmw xor ptr addrspace(1) %81, i64 %22 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %83 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 40
  %84 = atomicrmw min ptr addrspace(1) %83, i64 %22 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %85 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 48
  %86 = atomicrmw max ptr addrspace(1) %85, i64 %22 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %87 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 56
  %88 = atomicrmw umin ptr addrspace(1) %87, i64 %22 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %89 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 64
  %90 = atomicrmw umax ptr addrspace(1) %89, i64 %22 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %91 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 72
  %92 = atomicrmw volatile uinc_wrap ptr addrspace(1) %91, i64 6 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10
  %93 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 80
  %94 = atomicrmw volatile udec_wrap ptr addrspace(1) %93, i64 9 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10
  %95 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 88
  %96 = shl i64 %17, 33
  %97 = atomicrmw xchg ptr addrspace(1) %95, i64 %96 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %98 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 8
  store i64 %97, ptr addrspace(1) %98, align 8, !tbaa !11
  %99 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 96
  %100 = load atomic i64, ptr addrspace(1) %99 syncscope("agent") monotonic, align 8
  br label %101

101:                                              ; preds = %101, %68
  %102 = phi i64 [ %100, %68 ], [ %106, %101 ]
  %103 = add nsw i64 %102, %22
  %104 = cmpxchg ptr addrspace(1) %99, i64 %102, i64 %103 syncscope("agent") monotonic monotonic, align 8
  %105 = extractvalue { i64, i1 } %104, 1
  %106 = extractvalue { i64, i1 } %104, 0
  br i1 %105, label %107, label %101

107:                                              ; preds = %101
  %108 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 104
  %109 = cmpxchg ptr addrspace(1) %108, i64 %20, i64 -1 syncscope("agent") monotonic monotonic, align 8
  %110 = extractvalue { i64, i1 } %109, 0
  %111 = getelementptr inbounds nuw i8, ptr addrspace(1) %25, i64 16
  store i64 %110, ptr addrspace(1) %111, align 8, !tbaa !11
  br label %112

112:                                              ; preds = %60, %64, %107
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @fadd(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, ptr addrspace(1) noundef align 8 captures(none) %2) local_unnamed_addr #11 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = zext nneg i32 %4 to i64
  %6 = icmp eq i32 %4, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  store float 0.000000e+00, ptr addrspace(3) @fadd.lf, align 4, !tbaa !22
  store double 0.000000e+00, ptr addrspace(3) @fadd.ld, align 8, !tbaa !24
  br label %8

8:                                                ; preds = %7, %3
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = zext i32 %9 to i64
  %11 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %11, i64 12
  %13 = load i16, ptr addrspace(4) %12, align 4, !range !9, !invariant.load !10, !noundef !10
  %14 = zext nneg i16 %13 to i64
  %15 = mul nuw nsw i64 %14, %10
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %11, i64 40
  %17 = load i64, ptr addrspace(4) %16, align 8, !tbaa !11
  %18 = getelementptr i32, ptr addrspace(1) %0, i64 %15
  %19 = getelementptr i32, ptr addrspace(1) %18, i64 %5
  %20 = getelementptr i32, ptr addrspace(1) %19, i64 %17
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5, !amdgpu.noclobber !10
  %22 = sitofp i32 %21 to float
  %23 = atomicrmw fadd ptr addrspace(1) %1, float %22 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %24 = atomicrmw fadd ptr addrspace(3) @fadd.lf, float %22 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %25 = fpext float %22 to double
  %26 = atomicrmw fadd ptr addrspace(1) %2, double %25 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %27 = atomicrmw fadd ptr addrspace(3) @fadd.ld, double %25 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %6, label %28, label %35

28:                                               ; preds = %8
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 8
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4
  %31 = load float, ptr addrspace(3) @fadd.lf, align 4, !tbaa !22
  %32 = atomicrmw fadd ptr addrspace(1) %30, float %31 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %33 = load double, ptr addrspace(3) @fadd.ld, align 8, !tbaa !24
  %34 = atomicrmw fadd ptr addrspace(1) %29, double %33 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %35

35:                                               ; preds = %8, %28
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn
define protected void @__clang_ocl_kern_imp_fadd(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, ptr addrspace(1) noundef align 8 captures(none) %2) local_unnamed_addr #12 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = zext nneg i32 %4 to i64
  %6 = icmp eq i32 %4, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  store float 0.000000e+00, ptr addrspace(3) @fadd.lf, align 4, !tbaa !22
  store double 0.000000e+00, ptr addrspace(3) @fadd.ld, align 8, !tbaa !24
  br label %8

8:                                                ; preds = %7, %3
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = zext i32 %9 to i64
  %11 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %11, i64 12
  %13 = load i16, ptr addrspace(4) %12, align 4, !range !9, !invariant.load !10, !noundef !10
  %14 = zext nneg i16 %13 to i64
  %15 = mul nuw nsw i64 %14, %10
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %11, i64 40
  %17 = load i64, ptr addrspace(4) %16, align 8, !tbaa !11
  %18 = getelementptr i32, ptr addrspace(1) %0, i64 %15
  %19 = getelementptr i32, ptr addrspace(1) %18, i64 %5
  %20 = getelementptr i32, ptr addrspace(1) %19, i64 %17
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5
  %22 = sitofp i32 %21 to float
  %23 = atomicrmw fadd ptr addrspace(1) %1, float %22 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %24 = atomicrmw fadd ptr addrspace(3) @fadd.lf, float %22 syncscope("workgroup") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %25 = fpext float %22 to double
  %26 = atomicrmw fadd ptr addrspace(1) %2, double %25 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %27 = atomicrmw fadd ptr addrspace(3) @fadd.ld, double %25 syncscope("workgroup") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %6, label %28, label %35

28:                                               ; preds = %8
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 8
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4
  %31 = load float, ptr addrspace(3) @fadd.lf, align 4, !tbaa !22
  %32 = atomicrmw fadd ptr addrspace(1) %30, float %31 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %33 = load double, ptr addrspace(3) @fadd.ld, align 8, !tbaa !24
  %34 = atomicrmw fadd ptr addrspace(1) %29, double %33 syncscope("agent") monotonic, align 8, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %35

35:                                               ; preds = %28, %8
  ret void
}

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #4 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-lds-kernel-id" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-lds-kernel-id" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #6 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #8 = { alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #9 = { convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #10 = { alwaysinline convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #11 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #12 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }

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
!13 = !{i32 1, i32 1, i32 1, i32 0}
!14 = !{!"none", !"none", !"none", !"none"}
!15 = !{!"int*", !"int*", !"int*", !"int"}
!16 = !{!"const", !"", !"", !""}
!17 = !{!"long*", !"long*", !"long*", !"int"}
!18 = !{i32 1, i32 1, i32 1}
!19 = !{!"none", !"none", !"none"}
!20 = !{!"int*", !"float*", !"double*"}
!21 = !{!"const", !"", !""}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !7, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"double", !7, i64 0}
