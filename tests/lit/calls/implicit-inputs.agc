; Implicit inputs of the calling convention (seed 002, "non-kernel
; functions"), at the registers llc-22 gives them for
; -mtriple=amdgcn-amd-amdhsa -O2 (a kernel calling a noinline function
; that reads llvm.amdgcn.workitem.id.x/y and workgroup.id.x/y): the
; work-item ids packed into v31 (x in bits 0-9, y in 10-19; gfx942 gets
; them packed in v0, gfx900 in v0 and v1), workgroup ids in s12 and s13,
; the implicit argument pointer (kernarg pointer + 16 here) in s[8:9];
; the inreg argument of these external functions keeps s0 (gfx942) or
; s16 (gfx900), after every input SGPR, as llc-22 reads it. @mid reads no id
; and forwards them untouched; the kernel enables exactly the inputs its
; callees need.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --check-prefixes=CHECK,GFX942
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --check-prefixes=CHECK,GFX900

; CHECK-LABEL: k:
; GFX942-DAG:  v_mov_b32_e32 v31, v0
; GFX900-DAG:  v_lshl_or_b32 v31, v1, 10, v0
; CHECK-DAG:   s_add_u32 s8, s{{[0-9]+}}, 16
; CHECK-DAG:   s_addc_u32 s9, s{{[0-9]+}}, 0
; CHECK-DAG:   s_mov_b32 s12, s2
; CHECK-DAG:   s_mov_b32 s13, s3
; CHECK:       s_swappc_b64 s[30:31]
; CHECK-LABEL: leaf:
; CHECK-DAG:   v_bfe_u32 {{v[0-9]+}}, v31, 0, 10
; CHECK-DAG:   v_bfe_u32 {{v[0-9]+}}, v31, 10, 10
; CHECK-DAG:   s12
; CHECK-DAG:   s13
; GFX942-DAG:  v_add3_u32 v0, v{{[0-9]+}}, v0, s0
; GFX900-DAG:  v_add3_u32 v0, v{{[0-9]+}}, v0, s16
; CHECK:       s_setpc_b64 s[30:31]
; CHECK-LABEL: mid:
; CHECK-NOT:   v_bfe_u32
; CHECK:       s_swappc_b64
; CHECK-LABEL: size:
; CHECK-NEXT:  s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
; CHECK-NEXT:  s_mov_b32 s[[LO:[0-9]+]], s8
; CHECK-NEXT:  s_mov_b32 s[[HI:[0-9]+]], s9
; CHECK-NEXT:  s_load_dword {{s[0-9]+}}, s{{\[}}[[LO]]:[[HI]]{{\]}}, 0xc
; CHECK:       s_setpc_b64 s[30:31]
; CHECK-LABEL: .amdhsa_kernel k
; CHECK:       .amdhsa_system_sgpr_workgroup_id_x 1
; CHECK-NEXT:  .amdhsa_system_sgpr_workgroup_id_y 1
; CHECK-NEXT:  .amdhsa_system_sgpr_workgroup_id_z 0
; CHECK:       .amdhsa_system_vgpr_workitem_id 1

func @leaf(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %x = workitem_id x
    %y = workitem_id y
    %g = workgroup_id x
    %g2 = workgroup_id y
    %t0 = iadd %x, %y
    %t1 = iadd %t0, %g
    %t2 = iadd %t1, %a
    %t3 = iadd %t2, %s
    %t4 = imul %t3, %g2
    ret %t4
}

func @mid(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %r = call @leaf(%a, %s)
    %n = call @size()
    %m = iadd %r, %n
    ret %m
}

func @size() -> i32 {
entry:
    %n = workgroup_size x
    ret %n
}

kernel @k(%out: ptr.global, %q: i32) {
entry:
    %c = iconst.i32 7
    %r = call @mid(%c, %q)
    store %r, %out, align 4
    ret
}
