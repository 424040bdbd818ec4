; Float atomics without a safe native form become compare-and-swap loops
; (lower/src/expand_atomics.rs), as llc-22 expands them: gfx90a's global
; float atomics are incorrect on fine-grained memory, and system scope
; needs the loop everywhere. The loop's cmpswap returns (glc / sc0) and
; carries the scope's cache bits; no float atomic instruction is left.
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s 2>&1 | FileCheck %s --check-prefix=GFX90A
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %S/Inputs/fadd-system.agc 2>&1 | FileCheck %s --check-prefix=GFX942
; GFX90A-NOT: global_atomic_add_f32
; GFX90A: global_load_dword {{.*}} glc
; GFX90A: v_add_f32
; GFX90A: global_atomic_cmpswap {{.*}} glc
; GFX90A: v_cmp_eq_u32
; GFX90A: {{s_cbranch_scc1|s_branch}} .LBB0_1
; GFX942-NOT: global_atomic_add_f32
; GFX942: global_atomic_cmpswap {{.*}} sc0 sc1

kernel @k(%p: ptr.global, %v: f32) {
entry:
    %r = atomicrmw fadd %p, %v, monotonic agent, align 4
    ret
}
