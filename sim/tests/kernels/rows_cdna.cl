// CDNA-only rows (gfx90a, gfx942; empty for other processors): the MFMA
// shapes llc reaches through __builtin_amdgcn_mfma_*, with inputs per
// lane; clang_rows.rs checks them against host matrix products.
#include "rt.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#if defined(__gfx90a__) || defined(__gfx942__)
typedef half half2_t __attribute__((ext_vector_type(2)));
typedef half half4_t __attribute__((ext_vector_type(4)));
typedef float float16_t __attribute__((ext_vector_type(16)));
typedef float float32_t __attribute__((ext_vector_type(32)));
typedef double double4_t __attribute__((ext_vector_type(4)));

// One MFMA per kernel; lane l reads its A, B and C elements at l.
__kernel void rows_mfma_32x32x8f16(__global const half4_t *a, __global const half4_t *b,
                                   __global const float16_t *c, __global float16_t *d) {
  int l = get_local_id(0);
  d[l] = __builtin_amdgcn_mfma_f32_32x32x8f16(a[l], b[l], c[l], 0, 0, 0);
}
__kernel void rows_mfma_32x32x2f32(__global const float *a, __global const float *b,
                                   __global const float16_t *c, __global float16_t *d) {
  int l = get_local_id(0);
  d[l] = __builtin_amdgcn_mfma_f32_32x32x2f32(a[l], b[l], c[l], 0, 0, 0);
}
__kernel void rows_mfma_32x32x1f32(__global const float *a, __global const float *b,
                                   __global const float32_t *c, __global float32_t *d) {
  int l = get_local_id(0);
  d[l] = __builtin_amdgcn_mfma_f32_32x32x1f32(a[l], b[l], c[l], 0, 0, 0);
}
__kernel void rows_mfma_16x16x4f64(__global const double *a, __global const double *b,
                                   __global const double4_t *c, __global double4_t *d) {
  int l = get_local_id(0);
  d[l] = __builtin_amdgcn_mfma_f64_16x16x4f64(a[l], b[l], c[l], 0, 0, 0);
}
__kernel void rows_mfma_4x4x4f64(__global const double *a, __global const double *b,
                                 __global const double *c, __global double *d) {
  int l = get_local_id(0);
  d[l] = __builtin_amdgcn_mfma_f64_4x4x4f64(a[l], b[l], c[l], 0, 0, 0);
}
#endif
