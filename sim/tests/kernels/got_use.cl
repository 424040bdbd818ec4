// Globals of default visibility defined in another source (got_def.cl):
// clang-22 reaches them through the GOT (R_AMDGPU_GOTPCREL32_LO/HI in the
// object; ld.lld -shared makes a .got filled by dynamic R_AMDGPU_ABS64).
// Compiled with -fvisibility=default.
#include "rt.h"

extern __global int counter;
extern __global float weights[4];

__kernel void use_globals(__global float *out) {
  int i = (int)get_global_id(0);
  out[i] = weights[i & 3] * (float)i;
  if (i == 0)
    __opencl_atomic_fetch_add((volatile __global atomic_int *)&counter, 5,
                              memory_order_relaxed, memory_scope_device);
}

__kernel void read_counter(__global int *out) { out[0] = counter; }
