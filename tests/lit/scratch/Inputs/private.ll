; llc-22's reference for private.agc: the same kernels in LLVM IR.
define amdgpu_kernel void @arr(ptr addrspace(1) %out, i32 %j) {
  %a = alloca [16 x i32], align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr [16 x i32], ptr addrspace(5) %a, i32 0, i32 %tid
  store volatile i32 %tid, ptr addrspace(5) %p, align 4
  %q = getelementptr [16 x i32], ptr addrspace(5) %a, i32 0, i32 %j
  %v = load volatile i32, ptr addrspace(5) %q, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @cast(ptr addrspace(1) %out, i32 %j) {
  %a = alloca [16 x i32], align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr [16 x i32], ptr addrspace(5) %a, i32 0, i32 %tid
  %f = addrspacecast ptr addrspace(5) %p to ptr
  store volatile i32 %j, ptr %f, align 4
  %v = load volatile i32, ptr addrspace(5) %p, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
