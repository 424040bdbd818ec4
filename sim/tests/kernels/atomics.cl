// Atomics of every kind, 32 and 64 bit, on global and LDS memory, under
// contention: every work-item of a dispatch hits the same few cells, so
// the final values are order-independent (sums, bit sets, extremes,
// wrapping counters, a compare-and-swap counter) and the returned old
// values are checked as sets (distinct fetch-add returns, exchange
// chains). clang_atomics.rs checks them against host values.
#include "rt.h"

#define RLX __ATOMIC_RELAXED
#define DEV __MEMORY_SCOPE_DEVICE
#define WG __MEMORY_SCOPE_WRKGRP

// Cells c[0..13] of signed type T (U unsigned) in address space AS, scope
// S, scope name SN for the inc/dec builtins (B = 32 or 64); returned
// values to r[0..2].
// `one` is what fetch-add adds; `x` the work-item's exchange value.
#define BODY(T, U, B, AS, c, S, SN, one, x)                                     \
  r[0] = __scoped_atomic_fetch_add(&c[0], one, RLX, S);                    \
  __scoped_atomic_fetch_sub(&c[1], v, RLX, S);                             \
  __scoped_atomic_fetch_and(&c[2], ~((T)1 << (i % B)), RLX, S);            \
  __scoped_atomic_fetch_or(&c[3], (T)1 << (v & (B - 1)), RLX, S);          \
  __scoped_atomic_fetch_xor(&c[4], v, RLX, S);                             \
  __scoped_atomic_fetch_min(&c[5], v, RLX, S);                             \
  __scoped_atomic_fetch_max(&c[6], v, RLX, S);                             \
  __scoped_atomic_fetch_min((U *)&c[7], (U)v, RLX, S);                     \
  __scoped_atomic_fetch_max((U *)&c[8], (U)v, RLX, S);                     \
  __builtin_amdgcn_atomic_inc##B((volatile AS U *)&c[9], 6, RLX, SN);      \
  __builtin_amdgcn_atomic_dec##B((volatile AS U *)&c[10], 9, RLX, SN);     \
  r[1] = __scoped_atomic_exchange_n(&c[11], x, RLX, S);                    \
  {                                                                        \
    T old = __scoped_atomic_load_n(&c[12], RLX, S);                        \
    while (!__scoped_atomic_compare_exchange_n(&c[12], &old, old + v, 0,   \
                                               RLX, RLX, S))               \
      ;                                                                    \
  }                                                                        \
  {                                                                        \
    T want = i;                                                            \
    __scoped_atomic_compare_exchange_n(&c[13], &want, (T)-1, 0, RLX, RLX,  \
                                       S);                                 \
    r[2] = want;                                                           \
  }

// g[0..14]: the cells; ret[4i..4i+3]: what work-item i got back. With
// `lds`, one workgroup works on an LDS copy of the cells, written back
// after a barrier.
__kernel void atomics32(__global const int *in, __global int *g,
                        __global int *ret, int lds) {
  __local int l[14];
  int i = get_global_id(0);
  int v = in[i];
  __global int *r = ret + 4 * i;
  if (lds) {
    if (i < 14)
      l[i] = g[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    BODY(int, uint, 32, __local, l, WG, "workgroup", 1, i)
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i < 14)
      g[i] = l[i];
  } else {
    BODY(int, uint, 32, __global, g, DEV, "agent", 1, i)
  }
}

__kernel void atomics64(__global const long *in, __global long *g,
                        __global long *ret, int lds) {
  __local long l[14];
  int i = get_global_id(0);
  long v = in[i];
  __global long *r = ret + 4 * i;
  if (lds) {
    if (i < 14)
      l[i] = g[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    BODY(long, ulong, 64, __local, l, WG, "workgroup", 0x100000001L, (long)i << 33)
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i < 14)
      g[i] = l[i];
  } else {
    BODY(long, ulong, 64, __global, g, DEV, "agent", 0x100000001L, (long)i << 33)
  }
}

// Float atomic add of small integers (exact in any order): f32 and f64,
// global (gf[0], gd[0]) and LDS (copied to gf[1], gd[1]).
__kernel void fadd(__global const int *in, __global float *gf,
                   __global double *gd) {
  __local float lf;
  __local double ld;
  int i = get_local_id(0);
  if (i == 0) {
    lf = 0.0f;
    ld = 0.0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  float v = (float)in[get_global_id(0)];
  __scoped_atomic_fetch_add(&gf[0], v, RLX, DEV);
  __scoped_atomic_fetch_add(&lf, v, RLX, WG);
  __scoped_atomic_fetch_add(&gd[0], (double)v, RLX, DEV);
  __scoped_atomic_fetch_add(&ld, (double)v, RLX, WG);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (i == 0) {
    __scoped_atomic_fetch_add(&gf[1], lf, RLX, DEV);
    __scoped_atomic_fetch_add(&gd[1], ld, RLX, DEV);
  }
}
