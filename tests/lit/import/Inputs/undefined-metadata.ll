define amdgpu_kernel void @k(ptr addrspace(1) %out) !reqd_work_group_size !7 {
entry:
  ret void
}
