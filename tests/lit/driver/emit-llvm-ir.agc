; `--emit llvm-ir` prints the module (after the cleanups) as LLVM IR for
; llc: an amdgpu_kernel with address-space-numbered pointers, LDS as an
; addrspace(3) global, the barrier as HIP's fence/s.barrier/fence, atomics
; with LLVM syncscopes, and code object version 5.
; RUN: agc --emit llvm-ir -C target-cpu=gfx90a %s -o - | FileCheck %s
; CHECK: target triple = "amdgcn-amd-amdhsa"
; CHECK: @tile = internal addrspace(3) global [256 x i8] poison, align 4
; CHECK: define amdgpu_kernel void @k(ptr addrspace(1) %v0) #0 !reqd_work_group_size !3 {
; CHECK: call i32 @llvm.amdgcn.workitem.id.x()
; CHECK: fence syncscope("workgroup") release
; CHECK-NEXT: call void @llvm.amdgcn.s.barrier()
; CHECK-NEXT: fence syncscope("workgroup") acquire
; CHECK: atomicrmw add ptr addrspace(1) %{{.*}}, i32 %{{.*}} syncscope("agent") acq_rel, align 4
; CHECK: "target-cpu"="gfx90a"
; CHECK: !{i32 1, !"amdhsa_code_object_version", i32 500}
; CHECK: !{i32 64, i32 1, i32 1}

lds @tile: 256, align 4

kernel @k(%p: ptr.global) reqd_workgroup_size(64, 1, 1) {
entry:
    %tid = workitem_id x
    %four = iconst.i32 4
    %off = imul %tid, %four
    %slot = lds_addr @tile
    %q = ptradd %slot, %off
    store %tid, %q, align 4
    barrier
    %v = load.i32 %q, align 4
    %old = atomicrmw add %p, %v, acq_rel agent, align 4
    ret
}
