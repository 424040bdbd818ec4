; LDS accesses around a workgroup barrier.
; Oracle: llc-22 -O3 on the same kernel (exported with `--emit llvm-ir`,
; the barrier as a workgroup release fence, s_barrier and an acquire
; fence, which is what agc's `barrier` means): ds_write_b32/ds_read_b32
; with the constant part of the address in the 16-bit offset field, and
; the stores made visible before the barrier by waiting for lgkmcnt, as
; seed 002's GFX6-GFX9 memory-model table asks of a workgroup release
; (the s_waitcnt before s_barrier). The scan and reduce examples run the
; same pattern in the simulator, which reports reads of LDS data that has
; not been waited for. (llc-22 pairs the two reads into one ds_read2_b32
; by moving the base up 4 bytes so that 1024 fits the 8-bit dword offset;
; agc keeps two reads.)
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s

lds @tile: 2048, align 16

; CHECK-LABEL: lds_barrier:
; CHECK:       v_lshlrev_b32_e32 [[A:v[0-9]+]], 2, v0
; CHECK-NEXT:  ds_write_b32 [[A]], v0{{$}}
; CHECK-NEXT:  s_waitcnt {{.*}}lgkmcnt(0)
; CHECK-NEXT:  s_barrier
; CHECK-NEXT:  ds_read_b32 [[X:v[0-9]+]], [[A]] offset:4{{$}}
; CHECK-NEXT:  ds_read_b32 [[Y:v[0-9]+]], [[A]] offset:1024{{$}}
; CHECK-NEXT:  s_waitcnt lgkmcnt(0)
; CHECK-NEXT:  v_add_u32_e32 {{v[0-9]+}}, [[X]], [[Y]]
; CHECK:       global_store_dword
; CHECK-NEXT:  s_endpgm
kernel @lds_barrier(%out: ptr.global) reqd_workgroup_size(256, 1, 1) {
entry:
    %i = workitem_id x
    %base = lds_addr @tile
    %four = iconst.i32 4
    %o = imul %i, %four
    %p = ptradd %base, %o
    store %i, %p, align 4
    barrier
    %c4 = iconst.i32 4
    %p1 = ptradd %p, %c4
    %a = load.i32 %p1, align 4
    %c1k = iconst.i32 1024
    %p2 = ptradd %p, %c1k
    %b = load.i32 %p2, align 4
    %s = iadd %a, %b
    %i64 = zext.i64 %i
    %f = iconst.i64 4
    %go = imul %i64, %f
    %q = ptradd %out, %go
    store %s, %q, align 4
    ret
}
