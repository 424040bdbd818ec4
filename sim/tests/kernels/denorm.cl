// Float arithmetic whose inputs and results can be denormal, compiled by
// clang-22 with and without -cl-denorms-are-zero (kernel descriptor
// FLOAT_DENORM_MODE_32 = flush, resp. keep) and with
// -fdenormal-fp-math=preserve-sign (FLOAT_DENORM_MODE_16_64 = flush too);
// clang_denorm.rs compares sim's results with a host model of each mode.
#include "rt.h"
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// out[8i..8i+8]: a+b, a-b, a*b, fma(a,b,c), a*0.5, a/b, min(a,b), max(a,b).
__kernel void arith32(__global const float *a, __global const float *b,
                      __global const float *c, __global float *out) {
  int i = get_global_id(0);
  float x = a[i], y = b[i], z = c[i];
  __global float *o = out + 8 * i;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = __builtin_fmaf(x, y, z);
  o[4] = x * 0.5f;
  o[5] = x / y;
  o[6] = __builtin_fminf(x, y);
  o[7] = __builtin_fmaxf(x, y);
}

// out[4i..4i+4]: a+b, a*b, fma(a,b,c), a*0.5.
__kernel void arith64(__global const double *a, __global const double *b,
                      __global const double *c, __global double *out) {
  int i = get_global_id(0);
  double x = a[i], y = b[i], z = c[i];
  __global double *o = out + 4 * i;
  o[0] = x + y;
  o[1] = x * y;
  o[2] = __builtin_fma(x, y, z);
  o[3] = x * 0.5;
}

// out[3i..3i+3]: a+b, a*b, a-b in f16 (three different operations, so
// nothing is packed into v_pk_* instructions).
__kernel void arith16(__global const half *a, __global const half *b, __global half *out) {
  int i = get_global_id(0);
  half x = a[i], y = b[i];
  __global half *o = out + 3 * i;
  o[0] = x + y;
  o[1] = x * y;
  o[2] = x - y;
}
