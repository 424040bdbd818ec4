; At -O0 no cleanup runs: the IR comes back as written.
; NOTE: Assertions are generated; to update them, run: AGC_BLESS=1 cargo test --test lit
; RUN: agc --emit ir -O0 -o - %s | FileCheck %s

func @f(%x: i32) -> i32 {
entry:
    %a = iconst.i32 6
    %b = iconst.i32 7
    %c = imul %a, %b
    %dead = iadd %x, %x
    ret %c
}

; CHECK: func @f(%x: i32) -> i32 {
; CHECK-NEXT: entry:
; CHECK-NEXT:     %a = iconst.i32 6
; CHECK-NEXT:     %b = iconst.i32 7
; CHECK-NEXT:     %c = imul %a, %b
; CHECK-NEXT:     %dead = iadd %x, %x
; CHECK-NEXT:     ret %c
; CHECK-NEXT: }
; CHECK-NOT: {{.}}
