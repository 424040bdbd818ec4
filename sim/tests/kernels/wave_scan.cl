// Atomics on one address that clang-22's atomic optimizer (DPP strategy)
// turns into wave scans and reductions: on GFX9 with row_bcast and wave
// shifts, on GFX11 with DPP16 row_shr/row_xmask, v_permlanex16_b32 (lane
// selects -1 for the scan, 0 for the reduction), v_permlane64_b32 and
// v_readlane/v_writelane in wave64. See tests/wave_scan.rs.
#include "rt.h"

kernel void scan_add(global uint *acc, global const uint *in, global uint *out) {
    size_t i = get_global_id(0);
    out[i] = __scoped_atomic_fetch_add(acc, in[i], __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
}

// Only the lanes with an odd input take part (a partial EXEC).
kernel void scan_add_odd(global uint *acc, global const uint *in, global uint *out) {
    size_t i = get_global_id(0);
    uint v = in[i];
    out[i] = (v & 1) ? __scoped_atomic_fetch_add(acc, v, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE) : 0xdeadbeefu;
}

kernel void reduce_umax(global uint *acc, global const uint *in) {
    __scoped_atomic_fetch_max(acc, in[get_global_id(0)], __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
}
