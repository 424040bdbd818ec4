; Float atomics where gfx942 has a native form: global/flat at agent scope and
; below, LDS f64 add (gfx90a+). System scope and gfx908/gfx90a global float
; atomics are compare-and-swap loops (float-atomics-expanded.agc).
; NOTE: Assertions are generated; to update them, run: AGC_BLESS=1 cargo test --test lit
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s

kernel @fadd_f32_global(%p: ptr.global, %v: f32, %out: ptr.global) {
entry:
    %r = atomicrmw fadd %p, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @fadd_f64_global(%p: ptr.global, %v: f64, %out: ptr.global) {
entry:
    %r = atomicrmw fadd %p, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @fmin_f64_global(%p: ptr.global, %v: f64, %out: ptr.global) {
entry:
    %r = atomicrmw fmin %p, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @fmax_f64_global(%p: ptr.global, %v: f64, %out: ptr.global) {
entry:
    %r = atomicrmw fmax %p, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @pk_add_f16_global(%p: ptr.global, %v: f16x2, %out: ptr.global) {
entry:
    %r = atomicrmw fadd %p, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @pk_add_bf16_global(%p: ptr.global, %v: bf16x2, %out: ptr.global) {
entry:
    %r = atomicrmw fadd %p, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @fadd_f32_flat(%p: ptr.flat, %v: f32, %out: ptr.global) {
entry:
    %r = atomicrmw fadd %p, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @fadd_f64_flat(%p: ptr.flat, %v: f64, %out: ptr.global) {
entry:
    %r = atomicrmw fadd %p, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @fmin_f64_flat(%p: ptr.flat, %v: f64, %out: ptr.global) {
entry:
    %r = atomicrmw fmin %p, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @fmax_f64_flat(%p: ptr.flat, %v: f64, %out: ptr.global) {
entry:
    %r = atomicrmw fmax %p, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @pk_add_f16_flat(%p: ptr.flat, %v: f16x2, %out: ptr.global) {
entry:
    %r = atomicrmw fadd %p, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @pk_add_bf16_flat(%p: ptr.flat, %v: bf16x2, %out: ptr.global) {
entry:
    %r = atomicrmw fadd %p, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @fadd_f64_local(%p: ptr.local, %v: f64, %out: ptr.global) {
entry:
    %r = atomicrmw fadd %p, %v, monotonic workgroup, align 8
    store %r, %out, align 8
    ret
}

; CHECK: fadd_f32_global:
; CHECK-NEXT: 	s_waitcnt lgkmcnt(0)
; CHECK-NEXT: 	global_atomic_add_f32 v0, v1, v0, s[2:3] sc0
; CHECK-NEXT: 	s_waitcnt vmcnt(0)
; CHECK-NEXT: 	global_store_dword v1, v0, s[0:1]
; CHECK-NEXT: fadd_f64_global:
; CHECK-NEXT: 	s_waitcnt lgkmcnt(0)
; CHECK-NEXT: 	global_atomic_add_f64 v[2:3], v0, v[2:3], s[4:5] sc0
; CHECK-NEXT: 	s_waitcnt vmcnt(0)
; CHECK-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; CHECK-NEXT: fmin_f64_global:
; CHECK-NEXT: 	s_waitcnt lgkmcnt(0)
; CHECK-NEXT: 	global_atomic_min_f64 v[2:3], v0, v[2:3], s[4:5] sc0
; CHECK-NEXT: 	s_waitcnt vmcnt(0)
; CHECK-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; CHECK-NEXT: fmax_f64_global:
; CHECK-NEXT: 	s_waitcnt lgkmcnt(0)
; CHECK-NEXT: 	global_atomic_max_f64 v[2:3], v0, v[2:3], s[4:5] sc0
; CHECK-NEXT: 	s_waitcnt vmcnt(0)
; CHECK-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; CHECK-NEXT: pk_add_f16_global:
; CHECK-NEXT: 	s_waitcnt lgkmcnt(0)
; CHECK-NEXT: 	global_atomic_pk_add_f16 v0, v1, v0, s[2:3] sc0
; CHECK-NEXT: 	s_waitcnt vmcnt(0)
; CHECK-NEXT: 	global_store_dword v1, v0, s[0:1]
; CHECK-NEXT: pk_add_bf16_global:
; CHECK-NEXT: 	s_waitcnt lgkmcnt(0)
; CHECK-NEXT: 	global_atomic_pk_add_bf16 v0, v1, v0, s[2:3] sc0
; CHECK-NEXT: 	s_waitcnt vmcnt(0)
; CHECK-NEXT: 	global_store_dword v1, v0, s[0:1]
; CHECK-NEXT: fadd_f32_flat:
; CHECK-NEXT: 	s_waitcnt lgkmcnt(0)
; CHECK-NEXT: 	flat_atomic_add_f32 v0, v[2:3], v0 sc0
; CHECK-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK-NEXT: 	global_store_dword v1, v0, s[0:1]
; CHECK-NEXT: fadd_f64_flat:
; CHECK-NEXT: 	s_waitcnt lgkmcnt(0)
; CHECK-NEXT: 	flat_atomic_add_f64 v[2:3], v[4:5], v[2:3] sc0
; CHECK-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; CHECK-NEXT: fmin_f64_flat:
; CHECK-NEXT: 	s_waitcnt lgkmcnt(0)
; CHECK-NEXT: 	flat_atomic_min_f64 v[2:3], v[4:5], v[2:3] sc0
; CHECK-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; CHECK-NEXT: fmax_f64_flat:
; CHECK-NEXT: 	s_waitcnt lgkmcnt(0)
; CHECK-NEXT: 	flat_atomic_max_f64 v[2:3], v[4:5], v[2:3] sc0
; CHECK-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; CHECK-NEXT: pk_add_f16_flat:
; CHECK-NEXT: 	s_waitcnt lgkmcnt(0)
; CHECK-NEXT: 	flat_atomic_pk_add_f16 v0, v[2:3], v0 sc0
; CHECK-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK-NEXT: 	global_store_dword v1, v0, s[0:1]
; CHECK-NEXT: pk_add_bf16_flat:
; CHECK-NEXT: 	s_waitcnt lgkmcnt(0)
; CHECK-NEXT: 	flat_atomic_pk_add_bf16 v0, v[2:3], v0 sc0
; CHECK-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK-NEXT: 	global_store_dword v1, v0, s[0:1]
; CHECK-NEXT: fadd_f64_local:
; CHECK-NEXT: 	s_waitcnt lgkmcnt(0)
; CHECK-NEXT: 	ds_add_rtn_f64 v[2:3], v0, v[2:3]
; CHECK-NEXT: 	s_waitcnt lgkmcnt(0)
; CHECK-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; CHECK-NOT: {{.}}
