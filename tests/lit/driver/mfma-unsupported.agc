; `mfma` on a processor without matrix cores is an error at the
; instruction; under divergent control flow it is selected (with EXEC as
; its block has it, as llc-22 does), so gfx90a compiles this kernel.
; RUN: not agc -C target-cpu=gfx900 %s -o %t.hsaco 2>&1 | FileCheck %s --check-prefix=NOCORE
; RUN: not agc -C target-cpu=gfx906 %s -o %t.hsaco 2>&1 | FileCheck %s --check-prefix=NOCORE
; RUN: agc --emit asm -C target-cpu=gfx90a %s -o - | FileCheck %s --check-prefix=DIV
; NOCORE: error[E0200]: `mfma` needs matrix cores, which gfx9{{00|06}} does not have
; NOCORE-NEXT: --> {{.*}}mfma-unsupported.agc:[[# @LINE + 9]]:5
; DIV-DAG: v_mfma_f32_16x16x4f32
; DIV-DAG: v_cmp_gt_u32_e32 vcc
; DIV: s_and_saveexec_b64

kernel @k(%x: f32, %out: ptr.global) {
entry:
    %zero = fconst.f32 0.0
    %c = splat.f32x4 %zero
    %d = mfma f32_16x16x4_f32 %x, %x, %c
    %t = workitem_id x
    %n = iconst.i32 7
    %lt = icmp ult %t, %n
    brif %lt, then, done

then:
    %y = extractlane %d, 0
    store %y, %out, align 4
    br done

done:
    ret
}
