; CFG simplification at -O1: constant branches, jump threading, block merging.
; NOTE: Assertions are generated; to update them, run: AGC_BLESS=1 cargo test --test lit
; RUN: agc --emit ir -O1 -o - %s | FileCheck %s

func @branchy(%x: i32) -> i32 {
entry:
    %t = iconst.i1 1
    brif %t, a, b

a:
    br c(%x)

b:
    %one = iconst.i32 1
    br c(%one)

c(%v: i32):
    ret %v
}

; CHECK: func @branchy(%x: i32) -> i32 {
; CHECK-NEXT: entry:
; CHECK-NEXT:     ret %x
; CHECK-NEXT: }
; CHECK-NOT: {{.}}
