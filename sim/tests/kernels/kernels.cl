// Test kernels for sim, compiled by clang-22 (an independent compiler) in
// sim/tests/clang_kernels.rs; results are compared with Rust references.
#include "rt.h"

__kernel void vadd(__global const int *a, __global const int *b, __global int *c, int n) {
  int i = get_global_id(0);
  if (i < n)
    c[i] = a[i] + b[i];
}

__kernel void saxpy(float alpha, __global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = alpha * x[i] + y[i];
}

// Tree reduction in LDS; the __local buffer is a dynamic_shared_pointer arg.
__kernel void reduce(__global const float *in, __global float *out, __local float *tmp) {
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  tmp[lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s)
      tmp[lid] += tmp[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = tmp[0];
}

// Same, with a fixed-size __local array (group_segment_fixed_size).
__kernel void reduce_static(__global const int *in, __global int *out) {
  __local int tmp[256];
  int lid = get_local_id(0);
  tmp[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s)
      tmp[lid] += tmp[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = tmp[0];
}

__kernel void hist(__global const uchar *data, __global uint *bins, int n) {
  int i = get_global_id(0);
  if (i < n)
    atomic_inc(&bins[data[i] & 15]);
}

// atomic max through a compare-and-swap loop (global_atomic_cmpswap).
__kernel void cas_max(__global const int *in, __global int *out) {
  int v = in[get_global_id(0)];
  int old = *out;
  while (old < v) {
    int prev = atomic_cmpxchg(out, old, v);
    if (prev == old)
      break;
    old = prev;
  }
}

__kernel void diverge(__global const int *in, __global int *out) {
  int i = get_global_id(0);
  int x = in[i];
  int r;
  if (x & 1)
    r = x * 3 + 1;
  else
    r = x / 2 - 7;
  int acc = 0;
  for (int k = 0; k < (x & 31); k++)
    acc += k ^ r;
  out[i] = r + acc;
}

__kernel void mat2d(__global const float *a, __global float *b, int w) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  b[y * w + x] = a[x * w + y] * 2.0f + (float)y;
}

// Calls and program-scope data: noinline functions (s_getpc_b64 +
// REL32_LO/HI + s_swappc_b64), __constant tables read through
// pc-relative addresses, a __constant table of pointers (ABS64 in the
// object, RELATIVE64 once linked), and __global variables in .data and
// .bss that keep their values across dispatches.
__constant int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
__constant long big[4] = {1000000007L, -5L, 1L << 40, 77L};
__constant int *__constant picks[2] = {&table[5], &table[2]};
__global uint hits[4];
__global long scale = 3;

__attribute__((noinline)) int lookup(int i, int x) {
  return table[i & 7] * x + (int)(big[i & 3] >> 8) + *picks[i & 1];
}
__attribute__((noinline)) long twice(long v) { return v * scale + big[v & 3]; }

__kernel void calls(__global const int *in, __global long *out) {
  int i = get_global_id(0);
  out[i] = lookup(i, in[i]) + twice(in[i]);
  atomic_inc(&hits[i & 3]);
}

__kernel void read_hits(__global uint *out) {
  int i = get_global_id(0);
  out[i] = hits[i & 3];
}
