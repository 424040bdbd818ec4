// GFX9 VOP3 op_sel on the 16-bit rows, compiled by clang-22. LLVM 22 does
// not fold half selects into VOP3 op_sel before GFX11 (it extracts high
// halves with shifts, SDWA or VOP3P op_sel instead), so each row is
// written as inline assembly that clang assembles: op_sel bit k reads
// the high half of source k, the last bit writes a 16-bit result to the
// high half of the destination and keeps the low one (16-bit results
// written low keep the high half). clang_opsel.rs checks sim's results
// against a host model.
#include "rt.h"

#define ROW3(i, text) \
  __asm__ volatile(text : "+v"(o[i]) : "v"(x), "v"(y), "v"(z))
#define ROW2(i, text) \
  __asm__ volatile(text : "+v"(o[i]) : "v"(x), "v"(y))

// out[16i..16i+16]: out starts as `keep` in every word.
__kernel void opsel(__global const uint *a, __global const uint *b,
                    __global const uint *c, __global uint *out) {
  int i = get_global_id(0);
  uint x = a[i], y = b[i], z = c[i];
  __global uint *p = out + 16 * i;
  uint o[16];
  for (int k = 0; k < 16; k++)
    o[k] = p[k];
  ROW3(0, "v_fma_f16 %0, %1, %2, %3 op_sel:[1,0,1,0]");
  ROW3(1, "v_fma_f16 %0, %1, %2, %3 op_sel:[0,1,0,1]");
  ROW3(2, "v_max3_f16 %0, %1, %2, %3 op_sel:[1,1,0,0]");
  ROW3(3, "v_min3_f16 %0, %1, %2, %3 op_sel:[0,0,1,1]");
  ROW3(4, "v_med3_f16 %0, %1, %2, %3 op_sel:[1,0,1,0]");
  ROW3(5, "v_mad_u16 %0, %1, %2, %3 op_sel:[1,0,1,1]");
  ROW3(6, "v_mad_i16 %0, %1, %2, %3 op_sel:[0,1,1,0] clamp");
  ROW3(7, "v_mad_u32_u16 %0, %1, %2, %3 op_sel:[1,1,0,0]");
  ROW3(8, "v_mad_i32_i16 %0, %1, %2, %3 op_sel:[0,1,0,0]");
  ROW3(9, "v_max3_i16 %0, %1, %2, %3 op_sel:[1,0,0,1]");
  ROW3(10, "v_med3_u16 %0, %1, %2, %3 op_sel:[0,1,1,0]");
  ROW2(11, "v_pack_b32_f16 %0, %1, %2 op_sel:[1,0,0]");
  ROW2(12, "v_add_i16 %0, %1, %2 op_sel:[0,1,1] clamp");
  ROW2(13, "v_sub_i16 %0, %1, %2 op_sel:[1,1,0]");
  ROW3(14, "v_fma_f16 %0, -%1, |%2|, %3 op_sel:[1,1,1,1]");
  ROW3(15, "v_div_fixup_f16 %0, %1, %2, %3 op_sel:[1,1,1,0]");
  for (int k = 0; k < 16; k++)
    p[k] = o[k];
}
