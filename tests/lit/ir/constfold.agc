; Constant folding and algebraic identities at -O1.
; NOTE: Assertions are generated; to update them, run: AGC_BLESS=1 cargo test --test lit
; RUN: agc --emit ir -O1 -o - %s | FileCheck %s

func @fold(%x: i32) -> i32 {
entry:
    %a = iconst.i32 6
    %b = iconst.i32 7
    %c = imul %a, %b
    %zero = iconst.i32 0
    %y = iadd %x, %zero
    %z = iadd %y, %c
    ret %z
}

func @wrap() -> i8 {
entry:
    %a = iconst.i8 127
    %b = iconst.i8 1
    %c = iadd %a, %b
    ret %c
}

func @keep_div_by_zero(%x: i32) -> i32 {
entry:
    %zero = iconst.i32 0
    %d = sdiv %x, %zero
    ret %d
}

; CHECK: func @fold(%x: i32) -> i32 {
; CHECK-NEXT: entry:
; CHECK-NEXT:     %c = iconst.i32 42
; CHECK-NEXT:     %z = iadd %x, %c
; CHECK-NEXT:     ret %z
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: func @wrap() -> i8 {
; CHECK-NEXT: entry:
; CHECK-NEXT:     %c = iconst.i8 -128
; CHECK-NEXT:     ret %c
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: func @keep_div_by_zero(%x: i32) -> i32 {
; CHECK-NEXT: entry:
; CHECK-NEXT:     %zero = iconst.i32 0
; CHECK-NEXT:     %d = sdiv %x, %zero
; CHECK-NEXT:     ret %d
; CHECK-NEXT: }
; CHECK-NOT: {{.}}
