// Sub-dword arithmetic that clang-22 -O2 compiles to SDWA instructions on
// GFX9 (byte and halfword lanes of packed values, sign and zero
// extension of narrow operands, f16 on the high half of a dword), run in
// sim by clang_sdwa.rs against host references; that test also checks
// with llvm-objdump that every kernel here still contains SDWA.
#include "rt.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// Byte lanes: 16-bit adds on selected bytes, results merged by byte.
__kernel void bytes(__global const uchar4 *a, __global const uchar4 *b, __global uchar4 *c) {
  int i = get_global_id(0);
  uchar4 x = a[i], y = b[i];
  c[i] = (x + y) ^ (x >> (uchar)3);
}

// Halfword lanes: shorts combined across lanes, widened to int.
__kernel void shorts(__global const short2 *a, __global const ushort2 *b, __global int *c) {
  int i = get_global_id(0);
  short2 x = a[i];
  ushort2 y = b[i];
  c[i] = x.s1 * (int)y.s0 + (int)x.s0 * y.s1 - (x.s1 < (short)y.s1 ? x.s0 : (int)y.s1);
}

// Signed bytes widened to int.
__kernel void chars(__global const char4 *a, __global int *c) {
  int i = get_global_id(0);
  char4 x = a[i];
  c[i] = x.s0 * x.s1 + x.s2 * (int)x.s3 + (x.s1 < x.s3 ? 7 : -3);
}

// f16 lanes of half2 values used one by one: high halves widened and
// multiplied, the product written into the high half of a half2.
__kernel void halves(__global const half2 *a, __global const half2 *b, __global half2 *c,
                     __global float *d) {
  int i = get_global_id(0);
  half2 x = a[i], y = b[i];
  c[i] = (half2)(y.s0, x.s1 * y.s1);
  d[i] = (float)x.s1 + (float)y.s0 * (float)y.s1;
}
