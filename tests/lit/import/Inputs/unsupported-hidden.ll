define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %imp = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p = getelementptr inbounds i8, ptr addrspace(4) %imp, i64 64
  %v = load i32, ptr addrspace(4) %p, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
