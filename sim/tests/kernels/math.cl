// Arithmetic test kernels for sim: correctly rounded f32/f64 division and
// square root, frexp/ldexp, 64-bit integer arithmetic, f16, float2 (packed
// f32 on gfx90a+), private arrays (scratch; MUBUF on gfx900) and cross-lane
// builtins (DPP, ds_bpermute, ds_swizzle). Compiled by clang-22 with
// -cl-fp32-correctly-rounded-divide-sqrt in sim/tests/clang_math.rs and
// compared bit for bit with Rust references.
#include "rt.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void fdiv32(__global const float *a, __global const float *b, __global float *q,
                     __global float *s) {
  int i = get_global_id(0);
  q[i] = a[i] / b[i];
  s[i] = __builtin_sqrtf(b[i]);
}

__kernel void fdiv64(__global const double *a, __global const double *b, __global double *q,
                     __global double *s) {
  int i = get_global_id(0);
  q[i] = a[i] / b[i];
  s[i] = __builtin_sqrt(b[i]);
}

__kernel void frexp_ldexp(__global const float *a, __global const double *b, __global int *e,
                          __global float *m, __global double *r) {
  int i = get_global_id(0);
  e[i] = __builtin_amdgcn_frexp_expf(a[i]) + __builtin_amdgcn_frexp_exp(b[i]);
  m[i] = __builtin_amdgcn_frexp_mantf(a[i]) + (float)__builtin_amdgcn_frexp_mant(b[i]);
  r[i] = __builtin_ldexp(b[i], i - 32) + __builtin_ldexpf(a[i], 5 - i);
}

__kernel void int64(__global const ulong *a, __global const ulong *b, __global ulong *out) {
  int i = get_global_id(0);
  ulong x = a[i], y = b[i] | 1;
  long sx = (long)x, sy = (long)y;
  out[8 * i + 0] = x * y;
  out[8 * i + 1] = x * 3 - (y >> 3);
  out[8 * i + 2] = (ulong)(sx * (long)(int)y);
  out[8 * i + 3] = (ulong)((long)(int)x * (long)(int)(y >> 32));
  out[8 * i + 4] = (ulong)(sx < sy) + (ulong)(x < y) * 2 + (ulong)(sx >> 3);
  out[8 * i + 5] = (x << (y & 63)) ^ (x >> (y & 31)) ^ (ulong)(sx >> (x & 63));
  out[8 * i + 6] = x + y - (x > y ? 3 : 5) + x * (y >> 7);
  out[8 * i + 7] = (ulong)__builtin_clzll(x | 1) + __builtin_popcountll(y) + (ulong)(double)(x >> 11);
}

__kernel void half_math(__global const half *a, __global const half *b, __global half *out,
                        __global float *f) {
  int i = get_global_id(0);
  half x = a[i], y = b[i];
  out[3 * i + 0] = x + y;
  out[3 * i + 1] = x * y;
  out[3 * i + 2] = x - y;
  f[i] = (float)x * 3.0f + (float)(x < y);
}

__kernel void float2_math(__global const float2 *a, __global const float2 *b, __global float2 *out) {
  int i = get_global_id(0);
  float2 x = a[i], y = b[i];
  out[2 * i] = x + y;
  out[2 * i + 1] = x * y;
}

// A private array indexed dynamically lives in scratch.
__kernel void private_array(__global const int *in, __global int *out) {
  int i = get_global_id(0);
  volatile int tmp[17];
  for (int k = 0; k < 17; k++)
    tmp[k] = in[i] * k;
  out[i] = tmp[in[i] & 15] + tmp[(in[i] >> 4) & 15];
}

__kernel void lanes(__global const int *in, __global int *out) {
  int i = get_global_id(0);
  int lid = get_local_id(0);
  int x = in[i];
  // Reverse the wave with ds_bpermute.
  out[6 * i + 0] = __builtin_amdgcn_ds_bpermute((63 - lid) * 4, x);
  // row_shr:1 with bound_ctrl (lane 0 of each row reads 0).
  out[6 * i + 1] = __builtin_amdgcn_update_dpp(0, x, 0x111, 0xf, 0xf, true);
  // quad_perm [1,0,3,2].
  out[6 * i + 2] = __builtin_amdgcn_mov_dpp(x, 0xb1, 0xf, 0xf, false);
  // row_bcast:15 into rows 1 and 3 (row_mask 0xa), others keep old = -1.
  out[6 * i + 3] = __builtin_amdgcn_update_dpp(-1, x, 0x142, 0xa, 0xf, false);
  // ds_swizzle quad mode: swap pairs (offset 0x8000 | 0b10110001 = 0x80b1).
  out[6 * i + 4] = __builtin_amdgcn_ds_swizzle(x, 0x80b1);
  out[6 * i + 5] = __builtin_amdgcn_readlane(x, 5) + __builtin_amdgcn_readfirstlane(x);
}

// 64-bit division and remainder: per-lane operands take the VALU
// expansion (v_madmk/v_fmamk build the reciprocal), a uniform divisor the
// SALU one; both have a 32-bit fast path when the high halves are zero.
__kernel void int64_div(__global const ulong *a, __global const ulong *b, __global ulong *out,
                        ulong c) {
  int i = get_global_id(0);
  ulong x = a[i], y = b[i];
  long sx = (long)x, sy = (long)y;
  out[6 * i + 0] = x / y;
  out[6 * i + 1] = x % y;
  out[6 * i + 2] = (ulong)(sx / sy);
  out[6 * i + 3] = (ulong)(sx % sy);
  out[6 * i + 4] = x / c + x % c;
  out[6 * i + 5] = (ulong)(sx / (long)c) ^ (ulong)(sx % (long)c);
}
