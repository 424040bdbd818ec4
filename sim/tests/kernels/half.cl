// f16 and packed-f16 arithmetic compiled by clang-22: half2 operations
// select VOP3P (v_pk_add/mul/fma/min/max_f16, with op_sel/op_sel_hi and
// neg_lo/neg_hi for swizzles and negations), ushort2/short2 operations the
// packed integer rows, f16 rounding/transcendental builtins the VOP1 f16
// rows, and f16 products summed in f32 the mixed-precision rows.
// clang_half.rs checks sim's results against a host model.
#include "rt.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// out[12i..12i+12] (half2 each).
__kernel void pk_f16(__global const half2 *a, __global const half2 *b,
                     __global const half2 *c, __global half2 *out) {
  int i = get_global_id(0);
  half2 x = a[i], y = b[i], z = c[i];
  __global half2 *o = out + 12 * i;
  o[0] = x + y;
  o[1] = x * y;
  o[2] = __builtin_elementwise_fma(x, y, z);
  o[3] = x - y;
  o[4] = x.yx + y;
  o[5] = x * (half2)(0.5h, 0.5h);
  o[6] = __builtin_elementwise_fma(-x, y, z);
  o[7] = __builtin_elementwise_max(x, y);
  o[8] = __builtin_elementwise_min(x, y);
  o[9] = __builtin_elementwise_fma(x, (half2)(y.y, -y.x), z.xx);
  o[10] = (half2)(x.x, -y.y) * z;
  o[11] = __builtin_elementwise_fma(x, y, (half2)(1.0h, 1.0h));
}

// out[8i..8i+8] (ushort2 each).
__kernel void pk_i16(__global const ushort2 *a, __global const ushort2 *b,
                     __global ushort2 *out) {
  int i = get_global_id(0);
  ushort2 x = a[i], y = b[i];
  __global ushort2 *o = out + 8 * i;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = x << (y & (ushort2)(15, 15));
  o[4] = x >> (y & (ushort2)(15, 15));
  o[5] = as_ushort2(as_short2(x) >> as_short2(y & (ushort2)(15, 15)));
  o[6] = __builtin_elementwise_max(x, y);
  o[7] = as_ushort2(__builtin_elementwise_min(as_short2(x), as_short2(y)));
}

// out[12i..12i+12] (half each): scalar f16 rows.
__kernel void un_f16(__global const half *a, __global const half *b,
                     __global half *out) {
  int i = get_global_id(0);
  half x = a[i], y = b[i];
  __global half *o = out + 12 * i;
  o[0] = __builtin_elementwise_sqrt(x);
  o[1] = __builtin_amdgcn_rcph(x);
  o[2] = x / y;
  o[3] = __builtin_elementwise_floor(x);
  o[4] = __builtin_elementwise_ceil(x);
  o[5] = __builtin_elementwise_trunc(x);
  o[6] = __builtin_elementwise_roundeven(x);
  o[7] = __builtin_amdgcn_fracth(x);
  o[8] = __builtin_amdgcn_ldexph(x, (int)i % 7 - 3);
  o[9] = __builtin_amdgcn_frexp_manth(x);
  o[10] = (half)__builtin_amdgcn_frexp_exph(x);
  o[11] = __builtin_amdgcn_div_fixuph(x, y, (half)1.5h);
}

// out[i]: f16 class bits (one bit per __builtin_amdgcn_classh mask bit).
__kernel void class_f16(__global const half *a, __global uint *out) {
  int i = get_global_id(0);
  half x = a[i];
  uint r = 0;
  for (int k = 0; k < 10; ++k)
    r |= (uint)__builtin_amdgcn_classh(x, 1 << k) << k;
  out[i] = r;
}

// out[3i..3i+3]: f16 products summed in f32 (v_fma_mix_f32 /
// v_mad_mix_f32), and an f32 result narrowed to f16 (mixlo/mixhi).
__kernel void mix(__global const half *a, __global const half *b,
                  __global const float *c, __global float *out,
                  __global half2 *outh) {
  int i = get_global_id(0);
  float x = (float)a[i], y = (float)b[i];
  out[2 * i] = __builtin_fmaf(x, y, c[i]);
  out[2 * i + 1] = __builtin_fmaf(-x, (float)a[i ^ 1], c[i]);
  float lo = __builtin_fmaf(x, y, c[i]);
  float hi = __builtin_fmaf(y, y, c[i]);
  outh[i] = (half2)((half)lo, (half)hi);
}
