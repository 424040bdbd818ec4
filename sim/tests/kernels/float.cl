// Float test kernels for sim: correctly rounded f32/f64 division and
// square root over many operands (the v_div_scale/v_div_fmas/v_div_fixup
// protocol, v_sqrt_f32 correction, v_rsq_f64 refinement), and the
// hardware's transcendental primitives on their own. Compiled by clang-22
// with -cl-fp32-correctly-rounded-divide-sqrt in sim/tests/clang_float.rs.
#include "rt.h"
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void div_sqrt32(__global const float *a, __global const float *b, __global float *q,
                         __global float *s) {
  int i = get_global_id(0);
  q[i] = a[i] / b[i];
  s[i] = __builtin_sqrtf(a[i]);
}

__kernel void div_sqrt64(__global const double *a, __global const double *b,
                         __global double *q, __global double *s) {
  int i = get_global_id(0);
  q[i] = a[i] / b[i];
  s[i] = __builtin_sqrt(a[i]);
}

__kernel void prims32(__global const float *a, __global float *out) {
  int i = get_global_id(0);
  float x = a[i];
  out[8 * i + 0] = __builtin_amdgcn_rcpf(x);
  out[8 * i + 1] = __builtin_amdgcn_rsqf(x);
  out[8 * i + 2] = __builtin_amdgcn_sqrtf(x);
  out[8 * i + 3] = __builtin_amdgcn_exp2f(x);
  out[8 * i + 4] = __builtin_amdgcn_logf(x);
  out[8 * i + 5] = __builtin_amdgcn_sinf(x);
  out[8 * i + 6] = __builtin_amdgcn_cosf(x);
  out[8 * i + 7] = __builtin_amdgcn_fractf(x);
}

__kernel void prims64(__global const double *a, __global double *out) {
  int i = get_global_id(0);
  double x = a[i];
  out[3 * i + 0] = __builtin_amdgcn_rcp(x);
  out[3 * i + 1] = __builtin_amdgcn_rsq(x);
  out[3 * i + 2] = __builtin_amdgcn_sqrt(x);
}
