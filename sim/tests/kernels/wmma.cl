// GFX11-only rows (empty for other processors): the WMMA shapes clang-22
// reaches through __builtin_amdgcn_wmma_*_w32 (wave32) and _w64 (wave64,
// where the accumulator is half as wide). Lane l reads its A, B and C
// fragments at l and writes its D fragment there; clang_wmma.rs checks
// them against host matrix products.
#include "rt.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#if defined(__gfx1100__) || defined(__gfx1151__)
typedef half v16h __attribute__((ext_vector_type(16)));
typedef short v16s __attribute__((ext_vector_type(16)));
typedef int v4i __attribute__((ext_vector_type(4)));
typedef int v2i __attribute__((ext_vector_type(2)));
#ifdef WAVE64
typedef float acc_f __attribute__((ext_vector_type(4)));
typedef half acc_h __attribute__((ext_vector_type(8)));
typedef short acc_s __attribute__((ext_vector_type(8)));
typedef int acc_i __attribute__((ext_vector_type(4)));
#define W(name) __builtin_amdgcn_wmma_##name##_w64
#else
typedef float acc_f __attribute__((ext_vector_type(8)));
typedef half acc_h __attribute__((ext_vector_type(16)));
typedef short acc_s __attribute__((ext_vector_type(16)));
typedef int acc_i __attribute__((ext_vector_type(8)));
#define W(name) __builtin_amdgcn_wmma_##name##_w32
#endif

__kernel void wmma_f32_f16(__global const v16h *a, __global const v16h *b, __global const acc_f *c,
                           __global acc_f *d) {
  int l = get_local_id(0);
  d[l] = W(f32_16x16x16_f16)(a[l], b[l], c[l]);
}
__kernel void wmma_f32_bf16(__global const v16s *a, __global const v16s *b, __global const acc_f *c,
                            __global acc_f *d) {
  int l = get_local_id(0);
  d[l] = W(f32_16x16x16_bf16)(a[l], b[l], c[l]);
}
// The 16-bit results: op_sel picks the half of each dword; the other half
// of D is the one C had (clang ties D to C).
__kernel void wmma_f16_lo(__global const v16h *a, __global const v16h *b, __global const acc_h *c,
                          __global acc_h *d) {
  int l = get_local_id(0);
  d[l] = W(f16_16x16x16_f16)(a[l], b[l], c[l], false);
}
__kernel void wmma_f16_hi(__global const v16h *a, __global const v16h *b, __global const acc_h *c,
                          __global acc_h *d) {
  int l = get_local_id(0);
  d[l] = W(f16_16x16x16_f16)(a[l], b[l], c[l], true);
}
__kernel void wmma_bf16_hi(__global const v16s *a, __global const v16s *b, __global const acc_s *c,
                           __global acc_s *d) {
  int l = get_local_id(0);
  d[l] = W(bf16_16x16x16_bf16)(a[l], b[l], c[l], true);
}
// Signed A, unsigned B bytes; signed nibbles.
__kernel void wmma_iu8(__global const v4i *a, __global const v4i *b, __global const acc_i *c,
                       __global acc_i *d) {
  int l = get_local_id(0);
  d[l] = W(i32_16x16x16_iu8)(true, a[l], false, b[l], c[l], false);
}
__kernel void wmma_iu4(__global const v2i *a, __global const v2i *b, __global const acc_i *c,
                       __global acc_i *d) {
  int l = get_local_id(0);
  d[l] = W(i32_16x16x16_iu4)(true, a[l], true, b[l], c[l], false);
}
#endif
