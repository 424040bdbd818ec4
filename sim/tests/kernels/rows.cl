// Rows sim learned late, reached through clang-22's builtins and through
// the d16 loads and stores llc forms for 16-bit halves: v_sad_*,
// v_msad_u8, v_fract_f64, v_trig_preop_f64, s_memtime/s_memrealtime,
// v_pk_fmac_f16 and the MFMA shapes. clang_rows.rs checks the results.
#include "rt.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// out[5i..5i+5]: the sums of absolute differences.
__kernel void rows_sad(__global const uint *a, __global const uint *b,
                       __global const uint *c, __global uint *out) {
  int i = get_global_id(0);
  uint x = a[i], y = b[i], z = c[i];
  __global uint *o = out + 5 * i;
  o[0] = __builtin_amdgcn_sad_u8(x, y, z);
  o[1] = __builtin_amdgcn_msad_u8(x, y, z);
  o[2] = __builtin_amdgcn_sad_hi_u8(x, y, z);
  o[3] = __builtin_amdgcn_sad_u16(x, y, z);
  o[4] = (x > y ? x - y : y - x) + z;
}

// out[5i..5i+5]: fract and four segments of 2/pi (segment i & 31 first).
__kernel void rows_f64(__global const double *a, __global double *out) {
  int i = get_global_id(0);
  double x = a[i];
  __global double *o = out + 5 * i;
  o[0] = __builtin_amdgcn_fract(x);
  o[1] = __builtin_amdgcn_trig_preop(x, i & 31);
  o[2] = __builtin_amdgcn_trig_preop(x, 0);
  o[3] = __builtin_amdgcn_trig_preop(x, 1);
  o[4] = __builtin_amdgcn_trig_preop(x, 2);
}

// Two clock reads around a dependent loop of n steps.
__kernel void rows_clock(__global ulong *out, __global uint *acc, int n) {
  int i = get_global_id(0);
  ulong t0 = __builtin_amdgcn_s_memtime();
  ulong r0 = __builtin_amdgcn_s_memrealtime();
  uint s = acc[i];
  for (int k = 0; k < n; k++)
    s = s * 3 + k;
  acc[i] = s;
  ulong t1 = __builtin_amdgcn_s_memtime();
  ulong r1 = __builtin_amdgcn_s_memrealtime();
  out[4 * i] = t0;
  out[4 * i + 1] = t1;
  out[4 * i + 2] = r0;
  out[4 * i + 3] = r1;
}

// 16-bit and 8-bit loads into the halves of one word (d16 and d16_hi
// loads), and stores of a word's high half (d16_hi stores), through
// global and LDS memory. Each half comes from its own array, so llc
// cannot merge the two loads into one.
__kernel void rows_d16(__global const ushort *h, __global const ushort *g,
                       __global const uchar *u, __global const uchar *v,
                       __global const char *s, __global const char *t,
                       __global uint *out, __global ushort *hi16,
                       __global uchar *hi8) {
  __local ushort lh[64];
  __local char ls[64];
  __local uchar lu[64];
  int i = get_global_id(0), l = get_local_id(0);
  lh[l] = g[i];
  ls[l] = t[i];
  lu[l] = v[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  __global uint *o = out + 6 * i;
  o[0] = as_uint((ushort2)(h[i], g[i]));
  o[1] = as_uint((short2)((short)s[i], (short)t[i]));
  o[2] = as_uint((ushort2)((ushort)u[i], (ushort)v[i]));
  o[3] = as_uint((short2)((short)ls[63 - l], (short)lh[63 - l]));
  o[4] = as_uint((ushort2)(lh[l ^ 1], (ushort)lu[63 - l]));
  uint w = o[0] * 0x9e3779b9u;
  hi16[i] = (ushort)(w >> 16);
  hi8[i] = (uchar)(w >> 16);
  o[5] = as_uint((short2)((short)s[i], (short)lu[l]));
}
