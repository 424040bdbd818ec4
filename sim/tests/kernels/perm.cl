// v_perm_b32 through clang's __builtin_amdgcn_perm, run by clang_perm.rs.
// perm_var takes a selector per work-item (every byte value 0..=255 in
// every selector position, so no selector is folded away); perm_const
// applies constant selectors that together put every selector byte value
// 0..=15 in every byte position, plus a few large ones.
#include "rt.h"

__kernel void perm_var(__global const uint *a, __global const uint *b,
                       __global const uint *s, __global uint *out) {
  size_t i = get_global_id(0);
  out[i] = __builtin_amdgcn_perm(a[i], b[i], s[i]);
}

#define P(k, sel) o[k] = __builtin_amdgcn_perm(x, y, sel)

__kernel void perm_const(__global const uint *a, __global const uint *b,
                         __global uint *out) {
  size_t i = get_global_id(0);
  uint x = a[i], y = b[i];
  __global uint *o = out + i * 20;
  P(0, 0x03020100u);
  P(1, 0x04030201u);
  P(2, 0x05040302u);
  P(3, 0x06050403u);
  P(4, 0x07060504u);
  P(5, 0x08070605u);
  P(6, 0x09080706u);
  P(7, 0x0a090807u);
  P(8, 0x0b0a0908u);
  P(9, 0x0c0b0a09u);
  P(10, 0x0d0c0b0au);
  P(11, 0x0e0d0c0bu);
  P(12, 0x0f0e0d0cu);
  P(13, 0x000f0e0du);
  P(14, 0x01000f0eu);
  P(15, 0x0201000fu);
  P(16, 0x0c0d0c0du);
  P(17, 0x080b090au);
  P(18, 0xff80400du);
  P(19, 0x0b0c0801u);
}
