// A minimal OpenCL work-item and synchronisation runtime for the sim tests.
//
// The tests compile with -nogpulib (no ROCm device libraries here), so the
// OpenCL built-ins the kernels call are defined in terms of clang's AMDGPU
// builtins, the way the device libraries define them for code object V5:
// work-item ids from v0 (packed or not), group ids from system SGPRs, the
// group size from hidden_group_size_*, the global offset from
// hidden_global_offset_* (both in the implicit kernarg block).
#define OVL __attribute__((overloadable, always_inline))

OVL size_t get_local_id(uint d) {
  return d == 0 ? __builtin_amdgcn_workitem_id_x()
       : d == 1 ? __builtin_amdgcn_workitem_id_y()
                : __builtin_amdgcn_workitem_id_z();
}
OVL size_t get_group_id(uint d) {
  return d == 0 ? __builtin_amdgcn_workgroup_id_x()
       : d == 1 ? __builtin_amdgcn_workgroup_id_y()
                : __builtin_amdgcn_workgroup_id_z();
}
OVL size_t get_local_size(uint d) {
  return d == 0 ? __builtin_amdgcn_workgroup_size_x()
       : d == 1 ? __builtin_amdgcn_workgroup_size_y()
                : __builtin_amdgcn_workgroup_size_z();
}
OVL size_t get_global_offset(uint d) {
  __constant size_t *p =
      (__constant size_t *)((__constant char *)__builtin_amdgcn_implicitarg_ptr() + 40);
  return p[d];
}
OVL size_t get_global_id(uint d) {
  return get_group_id(d) * get_local_size(d) + get_local_id(d) + get_global_offset(d);
}
OVL void barrier(cl_mem_fence_flags f) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
OVL uint atomic_inc(volatile __global uint *p) {
  return __opencl_atomic_fetch_add((volatile __global atomic_uint *)p, 1u,
                                   memory_order_relaxed, memory_scope_device);
}
OVL int atomic_cmpxchg(volatile __global int *p, int cmp, int val) {
  __opencl_atomic_compare_exchange_strong((volatile __global atomic_int *)p, &cmp, val,
                                          memory_order_relaxed, memory_order_relaxed,
                                          memory_scope_device);
  return cmp;
}
