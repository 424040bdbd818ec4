define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %r = call i32 asm "v_mov_b32 $0, 1", "=v"()
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}
