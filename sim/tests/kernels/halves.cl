// 16-bit results used as 32-bit values, and the packing conversions,
// compiled by clang-22. With f16 denormals flushed
// (-fdenormal-fp-math=preserve-sign) a * b + c selects v_mad_legacy_f16
// (or v_mac/v_madak/v_madmk_f16); llc drops the 0xffff mask after the
// rows that zero the high half on GFX9 and keeps it after those that
// preserve it. clang_halves.rs checks the words sim stores.
#include "rt.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// out[4i..4i+4]: each f16 result zero-extended to 32 bits.
__kernel void halves_mad(__global const half *a, __global const half *b,
                         __global const half *c, __global uint *out) {
  int i = get_global_id(0);
  half x = a[i], y = b[i], z = c[i];
  __global uint *o = out + 4 * i;
  o[0] = as_ushort((half)(x * y + z));
  o[1] = as_ushort((half)(x * (half)3.5 + z));
  o[2] = as_ushort((half)(x * y + (half)1.25));
  o[3] = as_ushort((half)(x + y)) | (uint)as_ushort((half)(x * y + z)) << 16;
}

// out[5i..5i+5]: the packing conversions.
__kernel void halves_pk(__global const float *a, __global const float *b,
                        __global uint *out) {
  int i = get_global_id(0);
  float x = a[i], y = b[i];
  __global uint *o = out + 5 * i;
  o[0] = as_uint(__builtin_amdgcn_cvt_pknorm_i16(x, y));
  o[1] = as_uint(__builtin_amdgcn_cvt_pknorm_u16(x, y));
  o[2] = as_uint(__builtin_amdgcn_cvt_pk_i16(as_int(x), as_int(y)));
  o[3] = as_uint(__builtin_amdgcn_cvt_pk_u16(as_uint(x), as_uint(y)));
  o[4] = __builtin_amdgcn_cvt_pk_u8_f32(x, i & 3, as_uint(y));
}
