@table = internal addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) @table, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
