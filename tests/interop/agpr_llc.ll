; The llc-22 side of the AGPR convention test (gfx90a: a0-a31 caller-saved,
; a32-a255 callee-saved, seed 002 "calling convention").

declare hidden i32 @agc_work(i32, i32)
declare hidden i32 @agc_keeps_across_llc(i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

; Keeps four values in a40, a41, a47 and a63 across a call to agc's
; @agc_work, reads them back after it. The clobbers only tell llc the
; registers are used, so the kernel descriptor allocates them (llc does
; not read the asm text); in a kernel they oblige nothing else.
define amdgpu_kernel void @llc_keeps_agprs(ptr addrspace(1) %out, i32 %k) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %x0 = add i32 %i, 1000
  %x1 = add i32 %i, 2000
  %x2 = add i32 %i, 3000
  %x3 = add i32 %i, 4000
  call void asm sideeffect "v_accvgpr_write_b32 a40, $0", "v,~{a40}"(i32 %x0)
  call void asm sideeffect "v_accvgpr_write_b32 a41, $0", "v,~{a41}"(i32 %x1)
  call void asm sideeffect "v_accvgpr_write_b32 a47, $0", "v,~{a47}"(i32 %x2)
  call void asm sideeffect "v_accvgpr_write_b32 a63, $0", "v,~{a63}"(i32 %x3)
  %r = call i32 @agc_work(i32 %i, i32 %k)
  %y0 = call i32 asm sideeffect "v_accvgpr_read_b32 $0, a40", "=v,~{a40}"()
  %y1 = call i32 asm sideeffect "v_accvgpr_read_b32 $0, a41", "=v,~{a41}"()
  %y2 = call i32 asm sideeffect "v_accvgpr_read_b32 $0, a47", "=v,~{a47}"()
  %y3 = call i32 asm sideeffect "v_accvgpr_read_b32 $0, a63", "=v,~{a63}"()
  %s0 = xor i32 %y0, %y1
  %s1 = mul i32 %y2, %y3
  %s2 = add i32 %s0, %s1
  %s = add i32 %s2, %r
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %s, ptr addrspace(1) %p
  ret void
}

; Calls agc's @agc_keeps_across_llc (which calls @llc_clobbers_agprs).
; llc sizes the kernel descriptor from this module only (its own
; registers and the module's functions), so the clobber of v127 makes
; room for agc's callee-saved VGPRs and a63 for the AGPRs.
define amdgpu_kernel void @llc_calls_agc_keeping(ptr addrspace(1) %out, i32 %k) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  call void asm sideeffect "; room", "~{v127},~{a63}"()
  %r = call i32 @agc_keeps_across_llc(i32 %i, i32 %k)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %p
  ret void
}

; Writes a0-a47 (the callee-saved a32-a47 llc saves and restores, the
; caller-saved a0-a31 it does not) and returns x*x + y.
define hidden i32 @llc_clobbers_agprs(i32 %x, i32 %y) {
  call void asm sideeffect "; clobber", "~{a0},~{a1},~{a2},~{a3},~{a4},~{a5},~{a6},~{a7},~{a8},~{a9},~{a10},~{a11},~{a12},~{a13},~{a14},~{a15},~{a16},~{a17},~{a18},~{a19},~{a20},~{a21},~{a22},~{a23},~{a24},~{a25},~{a26},~{a27},~{a28},~{a29},~{a30},~{a31}"()
  call void asm sideeffect "v_accvgpr_write_b32 a32, -1\0Av_accvgpr_write_b32 a33, -1\0Av_accvgpr_write_b32 a40, -1\0Av_accvgpr_write_b32 a47, -1", "~{a32},~{a33},~{a34},~{a35},~{a36},~{a37},~{a38},~{a39},~{a40},~{a41},~{a42},~{a43},~{a44},~{a45},~{a46},~{a47}"()
  %a = mul i32 %x, %x
  %b = add i32 %a, %y
  ret i32 %b
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
