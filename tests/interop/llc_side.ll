; The llc-22 side of the interop test: a device function agc's kernel
; calls, and a kernel that calls agc's @agc_mix. Hidden visibility, as
; clang gives device code, so calls are direct (R_AMDGPU_REL32_*).

declare hidden i32 @agc_mix(i32, i32 inreg)
declare i32 @llvm.amdgcn.workitem.id.x()

; (x*x ^ 85) + y: the xor keeps llc-22 from fusing the multiply and add
; into a v_mad_u64_u32 that reads y as the low half of an SGPR pair whose
; high half nobody wrote (the simulator's strict checks fault on that).
define hidden i32 @llc_poly(i32 %x, i32 inreg %y) {
  %a = mul i32 %x, %x
  %b = xor i32 %a, 85
  %c = add i32 %b, %y
  ret i32 %c
}

define amdgpu_kernel void @llc_calls_agc(ptr addrspace(1) %out, i32 %k) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @agc_mix(i32 %i, i32 inreg %k)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %p
  ret void
}

; Code object V5, as agc writes (ld.lld refuses to mix ABI versions).
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
