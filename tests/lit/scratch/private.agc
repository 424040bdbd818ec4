; Scratch setup, private accesses and the descriptor's scratch fields,
; checked against llc-22 on the same kernels (Inputs/private.ll): every
; check below holds for both compilers' output. MUBUF through the scratch
; V# advanced by the wave offset on gfx900; FLAT_SCRATCH from the flat
; scratch init SGPRs once a private pointer is cast to flat; scratch_*
; with architected flat scratch on gfx942. llc reserves 4 bytes more than
; the 64 the slots need, hence the size pattern.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --check-prefix=GFX900
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -O2 -o - %S/Inputs/private.ll | FileCheck %s --check-prefix=GFX900
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | grep -E 'amdhsa_(private_segment|user_sgpr_private|user_sgpr_flat|system_sgpr_private|reserve_flat)|private_segment_fixed_size:' | FileCheck %s --check-prefix=D900
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -O2 -o - %S/Inputs/private.ll | grep -E 'amdhsa_(private_segment|user_sgpr_private|user_sgpr_flat|system_sgpr_private|reserve_flat)|private_segment_fixed_size:' | FileCheck %s --check-prefix=D900
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --check-prefix=GFX942
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O2 -o - %S/Inputs/private.ll | FileCheck %s --check-prefix=GFX942
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | grep -E 'amdhsa_(private_segment|user_sgpr_private|user_sgpr_flat|system_sgpr_private|reserve_flat|enable_private)|private_segment_fixed_size:' | FileCheck %s --check-prefix=D942
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O2 -o - %S/Inputs/private.ll | grep -E 'amdhsa_(private_segment|user_sgpr_private|user_sgpr_flat|system_sgpr_private|reserve_flat|enable_private)|private_segment_fixed_size:' | FileCheck %s --check-prefix=D942

kernel @arr(%out: ptr.global, %j: i32) {
    $a = stack_slot 64, align 4
entry:
    %tid = workitem_id x
    %base = stack_addr $a
    %four = iconst.i32 4
    %to = imul %tid, %four
    %p = ptradd %base, %to
    store %tid, %p, align 4, volatile
    %jo = imul %j, %four
    %q = ptradd %base, %jo
    %v = load.i32 %q, align 4, volatile
    store %v, %out, align 4
    ret
}

kernel @cast(%out: ptr.global, %j: i32) {
    $a = stack_slot 64, align 4
entry:
    %tid = workitem_id x
    %base = stack_addr $a
    %four = iconst.i32 4
    %to = imul %tid, %four
    %p = ptradd %base, %to
    %f = addrspacecast.ptr.flat %p
    store %j, %f, align 4, volatile
    %v = load.i32 %p, align 4, volatile
    store %v, %out, align 4
    ret
}

; GFX900-LABEL: arr:
; GFX900: s_add_u32 s{{[0-9]+}}, s0, s{{[0-9]+}}
; GFX900: s_addc_u32 s{{[0-9]+}}, s1, 0
; GFX900: buffer_store_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 offen
; GFX900: buffer_load_dword v{{[0-9]+}}, {{.*}}, s[{{[0-9]+}}:{{[0-9]+}}], {{.*}} glc
; GFX900-LABEL: cast:
; GFX900-DAG: s_add_u32 flat_scratch_lo, s{{[0-9]+}}, s{{[0-9]+}}
; GFX900-DAG: s_addc_u32 flat_scratch_hi, s{{[0-9]+}}, 0
; GFX900-DAG: s_mov_b64 s[{{[0-9]+}}:{{[0-9]+}}], src_private_base
; GFX900: flat_store_dword v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}
; GFX900: buffer_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 offen glc

; D900: .amdhsa_private_segment_fixed_size {{6[48]}}
; D900: .amdhsa_user_sgpr_private_segment_buffer 1
; D900: .amdhsa_system_sgpr_private_segment_wavefront_offset 1
; D900: .amdhsa_private_segment_fixed_size {{6[48]}}
; D900: .amdhsa_user_sgpr_private_segment_buffer 1
; D900: .amdhsa_user_sgpr_flat_scratch_init 1
; D900: .amdhsa_system_sgpr_private_segment_wavefront_offset 1
; D900: .amdhsa_reserve_flat_scratch 1
; D900: .private_segment_fixed_size: {{6[48]}}
; D900: .private_segment_fixed_size: {{6[48]}}

; GFX942-LABEL: arr:
; GFX942-NOT: flat_scratch
; GFX942: scratch_store_dword v{{[0-9]+}}, v{{[0-9]+}}, off sc0 sc1
; GFX942: scratch_load_dword v{{[0-9]+}}, off, s{{[0-9]+}} sc0 sc1
; GFX942-LABEL: cast:
; GFX942-NOT: flat_scratch
; GFX942: s_mov_b64 s[{{[0-9]+}}:{{[0-9]+}}], src_private_base
; GFX942: flat_store_dword v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}} sc0 sc1
; GFX942: scratch_load_dword v{{[0-9]+}}, v{{[0-9]+}}, off sc0 sc1

; D942-NOT: user_sgpr_private_segment_buffer
; D942-NOT: wavefront_offset
; D942: .amdhsa_private_segment_fixed_size {{6[48]}}
; D942: .amdhsa_enable_private_segment 1
; D942: .amdhsa_private_segment_fixed_size {{6[48]}}
; D942: .amdhsa_enable_private_segment 1
; D942: .private_segment_fixed_size: {{6[48]}}
; D942: .private_segment_fixed_size: {{6[48]}}
