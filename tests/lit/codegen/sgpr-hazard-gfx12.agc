; GFX12's SGPR read hazard: an SGPR a VALU has read, rewritten by an
; SALU (or a VALU) and read again, needs `s_wait_alu depctr_sa_sdst(0)`
; (`depctr_va_sdst(0)`) before the read. Oracle: llc-22 -mcpu=gfx1201
; places the same waits on the same patterns in its code for this kernel
; (`s_and_saveexec`/`s_mul_i32` of an SGPR read by `v_mov`, then its read;
; `v_readfirstlane` then a VALU reading the SGPR); tests/alu_hazards_llc.rs
; checks the placement on llc's own streams. GFX11 has no such waits.
; RUN: agc -Z unstable-targets --emit asm -C target-cpu=gfx1201 -o - %s | FileCheck %s --check-prefix=GFX12
; RUN: agc -Z unstable-targets --emit asm -C target-cpu=gfx1201 -C target-feature=+wavefrontsize64 -o - %s | FileCheck %s --check-prefix=GFX12
; RUN: agc -Z unstable-targets --emit asm -C target-cpu=gfx1100 -o - %s | FileCheck %s --check-prefix=GFX11

; GFX12-LABEL: readback:
; GFX12:         v_mov_b32_e32 v{{[0-9]+}}, s{{[0-9]+}}
; GFX12:         s_and_saveexec_b{{32|64}}
; GFX12:         global_inv scope:SCOPE_SE
; GFX12-NEXT:    s_wait_alu depctr_sa_sdst(0)
; GFX12-NEXT:    s_mov_b{{32|64}} exec{{(_lo)?}}, s
; GFX12-NEXT:    v_readfirstlane_b32 [[R:s[0-9]+]], v{{[0-9]+}}
; GFX12:         s_wait_alu depctr_va_sdst(0)
; GFX12:         v_add_nc_u32_e32 v{{[0-9]+}}, [[R]], v{{[0-9]+}}
; GFX12:         s_endpgm
; GFX11-LABEL: readback:
; GFX11-NOT:     s_waitcnt_depctr
; GFX11:         s_endpgm
kernel @readback(%g: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %r = atomicrmw add %g, %v, acq_rel workgroup, align 4
    store %r, %out, align 4
    ret
}
