// NaN payloads and the med3 rule, compiled by clang-22: f16 canonicalize
// (v_max_f16 x, x), fmin/fmax/min3/max3 on half and float (canonicalized
// operands, then v_min/v_max/v_min3/v_max3), and __builtin_amdgcn_fmed3
// (v_med3_f32/f16 on the raw operands). clang_nan.rs checks sim's results
// against a host model of seed 000's selection rules.
#include "rt.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// out[8i..8i+8].
__kernel void nan_f16(__global const ushort *a, __global const ushort *b,
                      __global const ushort *c, __global ushort *out) {
  int i = get_global_id(0);
  half x = as_half(a[i]), y = as_half(b[i]), z = as_half(c[i]);
  __global ushort *o = out + 8 * i;
  o[0] = as_ushort(__builtin_canonicalizef16(x));
  o[1] = as_ushort(fmin(x, y));
  o[2] = as_ushort(fmax(x, y));
  o[3] = as_ushort(fmin(fmin(x, y), z));
  o[4] = as_ushort(fmax(fmax(x, y), z));
  o[5] = as_ushort(__builtin_amdgcn_fmed3h(x, y, z));
  o[6] = as_ushort(__builtin_amdgcn_fmed3h(z, x, y));
  o[7] = as_ushort(x * y);
}

// out[6i..6i+6].
__kernel void nan_f32(__global const uint *a, __global const uint *b,
                      __global const uint *c, __global uint *out) {
  int i = get_global_id(0);
  float x = as_float(a[i]), y = as_float(b[i]), z = as_float(c[i]);
  __global uint *o = out + 6 * i;
  o[0] = as_uint(__builtin_canonicalizef(x));
  o[1] = as_uint(fmin(x, y));
  o[2] = as_uint(fmax(x, y));
  o[3] = as_uint(fmin(fmin(x, y), z));
  o[4] = as_uint(__builtin_amdgcn_fmed3f(x, y, z));
  o[5] = as_uint(__builtin_amdgcn_fmed3f(z, x, y));
}
