; Packed f16x2/bf16x2 `atomicrmw fadd` without a native form
; (lower/src/expand_atomics.rs): before gfx942, and at system scope on
; global/flat memory everywhere, a compare-and-swap loop whose new value
; is the float-atomic rule applied to each 16-bit lane (two adds per
; iteration: v_add_f16 for f16, v_add_f32 for bf16, which `promote`
; widens), the lanes put back with a shift and an or. The shape follows
; llc-22's expansion of `atomicrmw fadd ptr addrspace(1) %p, <2 x half>
; %x syncscope("agent") monotonic` for gfx900 (a load, a loop of
; cmpswap + compare, the old value as the result); gfx942 keeps its
; native instructions up to agent scope.
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | FileCheck %s --check-prefix=LOOP
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --check-prefix=LOOP
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --check-prefix=NATIVE

lds @cell: 4, align 4

; LOOP-LABEL: pk_global:
; LOOP:         global_load_dword
; LOOP:       .LBB0_[[L:[0-9]+]]:
; LOOP:         v_add_f16_e32
; LOOP:         v_add_f16_e32
; LOOP:         v_lshl_or_b32 {{v[0-9]+}}, {{v[0-9]+}}, 16,
; LOOP:         global_atomic_cmpswap
; LOOP:         s_cbranch_scc1 .LBB0_[[L]]
; LOOP-NOT:     global_atomic_pk_add
; LOOP:         s_endpgm
; NATIVE-LABEL: pk_global:
; NATIVE:       global_atomic_pk_add_f16 {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}}, s[{{[0-9]+:[0-9]+}}] sc0
; NATIVE-NOT:   global_atomic_cmpswap
; NATIVE:       s_endpgm
kernel @pk_global(%p: ptr.global, %x: f16x2) {
entry:
    %r = atomicrmw fadd %p, %x, monotonic agent, align 4
    store %r, %p, align 4
    ret
}

; LOOP-LABEL: pk_flat_system:
; LOOP:         v_add_f32_e32
; LOOP:         v_add_f32_e32
; LOOP:         flat_atomic_cmpswap
; LOOP:         s_endpgm
; NATIVE-LABEL: pk_flat_system:
; NATIVE:       flat_atomic_cmpswap
; NATIVE-NOT:   flat_atomic_pk_add_bf16
; NATIVE:       s_endpgm
kernel @pk_flat_system(%p: ptr.flat, %x: bf16x2) {
entry:
    %r = atomicrmw fadd %p, %x, monotonic system, align 4
    ret
}

; LOOP-LABEL: pk_lds:
; LOOP:         v_add_f16_e32
; LOOP:         v_add_f16_e32
; LOOP:         ds_cmpst_rtn_b32
; LOOP:         s_endpgm
; NATIVE-LABEL: pk_lds:
; NATIVE:       ds_pk_add_rtn_f16
; NATIVE-NOT:   ds_cmpst
; NATIVE:       s_endpgm
kernel @pk_lds(%out: ptr.global, %x: f16x2) {
entry:
    %l = lds_addr @cell
    %r = atomicrmw fadd %l, %x, monotonic workgroup, align 4
    store %r, %out, align 4
    ret
}
