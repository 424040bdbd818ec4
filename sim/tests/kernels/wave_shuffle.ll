; A divergent shuffle to a lane 33 away (lane ^ 33, in waves of 64), by LLVM 22's
; llvm.amdgcn.wave.shuffle: llc selects one ds_bpermute_b32 where a permute
; reaches the whole wave, and in wave64 on GFX11 a ds_bpermute of the
; value and one of its halves swapped by v_permlane64_b32, selected per
; lane. See tests/wave_scan.rs.
define amdgpu_kernel void @shuffle33(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %id
  %v = load i32, ptr addrspace(1) %p
  %l = and i32 %id, 63
  %x = xor i32 %l, 33
  %s = call i32 @llvm.amdgcn.wave.shuffle.i32(i32 %v, i32 %x)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %s, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.shuffle.i32(i32, i32)
