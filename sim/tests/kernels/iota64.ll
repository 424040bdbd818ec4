; A kernel in LLVM IR for llc-22: reads the grid size from the dispatch
; packet (dispatch ptr), 64-bit integer arithmetic, a 64-bit store.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @iota64(ptr addrspace(1) %out, i64 %mul) {
entry:
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %gsp = getelementptr i8, ptr addrspace(4) %dp, i64 12
  %gsx = load i32, ptr addrspace(4) %gsp, align 4
  %wgp = getelementptr i8, ptr addrspace(4) %dp, i64 4
  %wgx16 = load i16, ptr addrspace(4) %wgp, align 4
  %wgx = zext i16 %wgx16 to i32
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, %wgx
  %i = add i32 %base, %tid
  %inb = icmp ult i32 %i, %gsx
  br i1 %inb, label %body, label %done
body:
  %i64 = zext i32 %i to i64
  %v = mul i64 %i64, %mul
  %g64 = zext i32 %gsx to i64
  %r = add i64 %v, %g64
  %p = getelementptr i64, ptr addrspace(1) %out, i64 %i64
  store i64 %r, ptr addrspace(1) %p, align 8
  br label %done
done:
  ret void
}

declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
